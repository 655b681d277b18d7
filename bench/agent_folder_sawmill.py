"""A blind folder for Klang's agent: the papers of โรงเลื่อยทองสุขค้าไม้ (Thongsuk Timber Sawmill), plus home papers.

The owner is คุณวันเพ็ญ ทองสุข (Wanphen Thongsuk), who runs a rubberwood sawmill in อ.ทุ่งสง จ.นครศรีธรรมราช
(Thung Song, Nakhon Si Thammarat) with her husband ประเสริฐ (Prasert, "พี่เสริฐ"). Their son ภูมิ (Phum) is in
ป.5 (Grade 5); her mother lives with them. The mill saws and kiln-dries rubberwood and makes pallets.

Documents/โรงเลื่อย/ใบเสนอราคา:
  ใบเสนอราคา_บ้านไม้สวย_ร่าง.docx      draft quote QT-2568-031 to หจก.บ้านไม้สวย เฟอร์นิเจอร์ (1x4 at 38 baht)
  ใบเสนอราคา_บ้านไม้สวย_final.docx     the final of the same quote (2,500 pcs of 1x4 at 36 baht, total 177,620)
  Quotation_PhuketHomeBuild_Sep2025.docx  an English quote to Phuket HomeBuild Co., Ltd. with similar items
Documents/โรงเลื่อย/สัญญา:
  Pallet_Supply_Agreement_SiamPack.docx  the yearly pallet contract with Siam Pack Co., Ltd. (265 THB a pallet)
Documents/โรงเลื่อย/บัญชี:
  ยอดขาย_รายจ่าย_2568.xlsx / ยอดขาย_รายจ่าย_2567.xlsx  sales and expenses by month, two sheets each (this year, last)
  ค่าแรงคนงาน_2568.xlsx                 wages with the months as columns
  ซื้อไม้ยางท่อน_2568.xlsx              rubberwood log purchases from plantations
Documents/โรงเลื่อย/Suppliers:
  SouthernBlades_pricelist_2025.pdf      saw-blade price list 2025 (English)
  ใบราคา_เซาเทิร์นเบลด_2567.docx       the same firm's 2567 price list, in Thai (บริษัท เซาเทิร์นเบลด จำกัด)
  SouthernBlades_invoice_INV-2025-0871.pdf  an August invoice for blades and sharpening
  PEA_factory_bill_Aug2025.pdf           the mill's electricity bill for August 2025
Documents/โรงเลื่อย/ลูกค้า:
  email_SiamPack_November_order.txt      Siam Pack's November order by email (1,400 pallets)
  LINE_กนกวรรณ_สยามแพ็ค.txt            LINE chat with สยามแพ็ค's buyer changing the October order
  LINE_คุณสมพงษ์_บ้านไม้สวย.txt         LINE chat that changes the บ้านไม้สวย order after the final quote
  LINE_ฟาร์มเห็ดบ้านนา.txt              LINE chat selling sawdust to a mushroom farm
Documents/โรงเลื่อย:
  แผนงานปี2569.pptx                      slides: the plan for next year (2569)
  บันทึกซ่อมเครื่องจักร_2568.md          machine repair log
  FSC_pre-audit_notes.md                 English notes from the FSC pre-audit
  หนังสือแจ้งปรับราคา_ต.ค.2568.docx      letter to customers about the October price rise
Documents/บ้าน:
  Phum_school_invoice_term2_2025.pdf     Phum's school fee invoice, semester 2/2025
  LifeInsurance_renewal_Prasert_2025.pdf  Prasert's life insurance premium notice
  PWA_water_bill_home_Sep2025.pdf        the home water bill
  ค่าใช้จ่ายบ้าน_2568.xlsx               household spending, a sheet per month
  ประกันรถกระบะ_2568.docx               pickup truck insurance schedule
  LINE_ครอบครัว.txt, ของที่ต้องซื้อ.txt, ทริปปีใหม่_หาดใหญ่.md   family chat, shopping list, trip plan
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")
DRAFT_QUOTE_TOP = [
    "โรงเลื่อยทองสุขค้าไม้  123 หมู่ 4 ต.ชะมาย อ.ทุ่งสง จ.นครศรีธรรมราช 80110  โทร 081-567-2291",
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 2 กันยายน 2568",
    "เรียน คุณสมพงษ์ แก้วมณี  หจก.บ้านไม้สวย เฟอร์นิเจอร์ อ.ร่อนพิบูลย์",
    "โรงเลื่อยฯ ขอเสนอราคาไม้ยางพาราอบแห้ง (ความชื้นไม่เกิน 12%) ดังนี้",
]
DRAFT_QUOTE_TABLE = [
    QUOTE_HEAD,
    ("ไม้ยางพาราอบแห้ง 1\"x4\" ยาว 1.00 ม.", "2,000", "แผ่น", "38", "76,000"),
    ("ไม้ยางพาราอบแห้ง 1.5\"x3\" ยาว 1.00 ม.", "1,200", "แผ่น", "45", "54,000"),
    ("ไม้ยางพาราอบแห้ง 2\"x2\" ยาว 0.80 ม.", "800", "ท่อน", "29", "23,200"),
]
DRAFT_QUOTE_BOTTOM = [
    "รวมเป็นเงิน 153,200 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 10,724 บาท",
    "รวมทั้งสิ้น 163,924 บาท",
    "ยืนราคา 30 วัน  ส่งของภายใน 15 วันหลังได้รับมัดจำ",
    "(ร่าง ยังไม่ได้ส่งลูกค้า)",
]
FINAL_QUOTE_TOP = [
    "โรงเลื่อยทองสุขค้าไม้  123 หมู่ 4 ต.ชะมาย อ.ทุ่งสง จ.นครศรีธรรมราช 80110  โทร 081-567-2291",
    "ใบเสนอราคา  เลขที่ QT-2568-031",
    "วันที่ 9 กันยายน 2568",
    "เรียน คุณสมพงษ์ แก้วมณี  หจก.บ้านไม้สวย เฟอร์นิเจอร์ อ.ร่อนพิบูลย์",
    "ตามที่ได้ตกลงกันทางโทรศัพท์ โรงเลื่อยฯ ขอเสนอราคาไม้ยางพาราอบแห้ง ดังนี้",
]
FINAL_QUOTE_TABLE = [
    QUOTE_HEAD,
    ("ไม้ยางพาราอบแห้ง 1\"x4\" ยาว 1.00 ม.", "2,500", "แผ่น", "36", "90,000"),
    ("ไม้ยางพาราอบแห้ง 1.5\"x3\" ยาว 1.00 ม.", "1,200", "แผ่น", "44", "52,800"),
    ("ไม้ยางพาราอบแห้ง 2\"x2\" ยาว 0.80 ม.", "800", "ท่อน", "29", "23,200"),
]
FINAL_QUOTE_BOTTOM = [
    "รวมเป็นเงิน 166,000 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 11,620 บาท",
    "รวมทั้งสิ้น 177,620 บาท",
    "มัดจำ 30% เป็นเงิน 53,286 บาท ส่วนที่เหลือชำระเมื่อส่งของครบ",
    "ยืนราคา 30 วัน  ส่งของภายใน 20 วันหลังได้รับมัดจำ ส่งฟรีในเขตนครศรีธรรมราช",
    "ลงชื่อ วันเพ็ญ ทองสุข  ผู้เสนอราคา",
]
PHUKET_TOP = [
    "Thongsuk Timber Sawmill  123 Moo 4, Chamai, Thung Song, Nakhon Si Thammarat 80110  Tel. 081-567-2291",
    "QUOTATION  No. QT-2568-034",
    "Date: 15 September 2025",
    "To: Mr. David Tan, Purchasing, Phuket HomeBuild Co., Ltd., Thalang, Phuket",
    "We are pleased to quote kiln-dried rubberwood (moisture 10-12%) as follows:",
]
PHUKET_TABLE = [
    ("Item", "Quantity", "Unit price (THB)", "Amount (THB)"),
    ("Kiln-dried rubberwood 1\"x4\" x 1.00 m", "1,500 pcs", "39", "58,500"),
    ("Kiln-dried rubberwood 2\"x4\" x 2.00 m", "600 pcs", "115", "69,000"),
    ("Finger-joint rubberwood board 20 mm x 1.22 x 2.44 m", "50 sheets", "1,450", "72,500"),
]
PHUKET_BOTTOM = [
    "Subtotal: 200,000 THB",
    "VAT 7%: 14,000 THB",
    "Total: 214,000 THB",
    "Transport to Phuket: 6,500 THB per truck (not included above).",
    "Payment: 50% deposit with order, balance before loading. Quotation valid 15 days.",
    "Wanphen Thongsuk, Owner",
]
CONTRACT_TOP = [
    "PALLET SUPPLY AGREEMENT",
    "Made on 1 July 2025 at Thung Song, Nakhon Si Thammarat",
    "Between Thongsuk Timber Sawmill, represented by Mrs. Wanphen Thongsuk (the Supplier), and "
    "Siam Pack Co., Ltd., 88 Kanjanavanit Road, Hat Yai, Songkhla, represented by Mr. Chaiwat Suksan, "
    "Purchasing Director (the Buyer).",
]
CONTRACT_SECTIONS = [
    ("1. Products", "Wooden pallets 1.0 x 1.2 m, 4-way entry, rubberwood, heat treated to ISPM-15, "
                    "load capacity 1,000 kg."),
    ("2. Term", "12 months, from 1 July 2025 to 30 June 2026."),
    ("3. Quantity", "The Buyer orders at least 1,200 pallets per month by purchase order "
                    "sent 10 days before the delivery month."),
    ("4. Price", "265 THB per pallet, excluding VAT, delivered to the Buyer's Hat Yai warehouse.\n"
                 "The price may be reviewed once if the rubberwood log price rises by more than 10%, "
                 "with 30 days' written notice."),
    ("5. Payment", "Credit 45 days from the invoice date, by bank transfer."),
    ("6. Late delivery", "A penalty of 0.1% of the value of the late pallets per day."),
    ("7. Termination", "Either party may end this agreement with 60 days' written notice."),
]
CONTRACT_BOTTOM = ["Signed: Wanphen Thongsuk (Supplier)    Chaiwat Suksan (Buyer)"]
PRICE_LETTER = [
    "โรงเลื่อยทองสุขค้าไม้",
    "วันที่ 20 สิงหาคม 2568",
    "เรื่อง แจ้งปรับราคาสินค้า",
    "เรียน ลูกค้าผู้มีอุปการะคุณทุกท่าน",
    "เนื่องจากราคาไม้ยางพาราท่อนหน้าโรงเลื่อยปรับขึ้นจาก 1,850 บาทต่อตัน เป็น 2,150 บาทต่อตัน "
    "ประกอบกับค่าไฟฟ้าที่สูงขึ้น โรงเลื่อยจึงมีความจำเป็นต้องปรับราคาสินค้า ตั้งแต่วันที่ 1 ตุลาคม 2568 ดังนี้",
    "1. ไม้ยางพาราอบแห้งทุกขนาด ปรับขึ้น 8%",
    "2. พาเลทไม้มาตรฐาน 1.0 x 1.2 ม. (ลูกค้าทั่วไป) จากใบละ 280 บาท เป็นใบละ 300 บาท",
    "3. ขี้เลื่อยและปีกไม้ ราคาเดิม",
    "ใบเสนอราคาที่ออกก่อนวันที่ 1 ตุลาคม 2568 ยังคงใช้ราคาเดิมจนครบกำหนดยืนราคา",
    "ขอแสดงความนับถือ",
    "วันเพ็ญ ทองสุข  เจ้าของกิจการ",
]
BLADES_2567_TOP = [
    "บริษัท เซาเทิร์นเบลด จำกัด",
    "45/2 ถ.เพชรเกษม อ.หาดใหญ่ จ.สงขลา  โทร 074-231-880",
    "ใบราคาสินค้า ปี 2567 (มีผล 1 มกราคม 2567)",
]
BLADES_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("ใบเลื่อยสายพาน 1-1/4 นิ้ว ยาว 5.2 เมตร (ปลายสเตลไลท์)", "เส้น", "1,690"),
    ("ใบเลื่อยสายพาน 2 นิ้ว ยาว 7.6 เมตร", "เส้น", "2,450"),
    ("ใบเลื่อยวงเดือนคาร์ไบด์ 14 นิ้ว 60 ฟัน", "ใบ", "2,950"),
    ("ค่าลับคมใบเลื่อยสายพาน", "เส้น", "150"),
    ("ค่าเชื่อมซ่อมใบเลื่อย", "จุด", "220"),
]
BLADES_2567_BOTTOM = ["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "ซื้อ 20 เส้นขึ้นไป ลด 3%  เครดิต 30 วัน"]
BLADES_2025 = [
    "SOUTHERN BLADES CO., LTD.\n45/2 Phetkasem Road, Hat Yai, Songkhla  Tel. 074-231-880\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Bandsaw blade 1-1/4 in x 5.2 m (Stellite tip) ........ 1,850 THB / pc\n"
    "Bandsaw blade 2 in x 7.6 m ............................ 2,650 THB / pc\n"
    "Circular saw blade TCT 14 in, 60 teeth ................ 3,200 THB / pc\n"
    "Bandsaw blade sharpening .............................. 180 THB / blade\n"
    "Blade welding repair .................................. 250 THB / joint\n\n"
    "Prices exclude VAT 7%.\nOrders of 20 blades or more: 5% discount. Credit 30 days.",
]
BLADES_INVOICE = [
    "SOUTHERN BLADES CO., LTD.\n45/2 Phetkasem Road, Hat Yai, Songkhla  Tax ID 0905551002341\n"
    "TAX INVOICE  No. INV-2025-0871\nDate: 12 August 2025\n"
    "Bill to: Thongsuk Timber Sawmill, 123 Moo 4, Chamai, Thung Song, Nakhon Si Thammarat\n\n"
    "10 x Bandsaw blade 1-1/4 in x 5.2 m @ 1,850 = 18,500.00\n"
    "4 x Bandsaw blade 2 in x 7.6 m @ 2,650 = 10,600.00\n"
    "24 x Blade sharpening @ 180 = 4,320.00\n\n"
    "Subtotal: 33,420.00 THB\nVAT 7%: 2,339.40 THB\nTotal due: 35,759.40 THB\n"
    "Payment due: 11 September 2025\nBank transfer: Kasikornbank Hat Yai 123-4-56789-0",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nThung Song Branch, Nakhon Si Thammarat\n"
    "ELECTRICITY BILL - August 2025\nCustomer: Thongsuk Timber Sawmill\n"
    "Account no. 020014478812   Rate: 3.2 Medium general service (TOU)\n"
    "Meter reading period: 1 August 2025 - 31 August 2025",
    "Units used: 18,640 kWh\nEnergy charge: 72,882.40 THB\nDemand charge: 9,870.00 THB\n"
    "Ft charge: 6,844.61 THB\nService charge: 312.24 THB\nVAT 7%: 6,293.65 THB\n"
    "Amount due: 96,202.90 THB\nDue date: 15 September 2025",
]
SCHOOL_INVOICE = [
    "THUNG SONG WITTAYA BILINGUAL SCHOOL\nThung Song, Nakhon Si Thammarat\n"
    "INVOICE - Semester 2, Academic Year 2025\nStudent: Phum Thongsuk   Grade 5 (P.5/2)   Student ID 6712045\n"
    "Parent: Mrs. Wanphen Thongsuk\n\n"
    "Tuition fee ................................ 28,500 THB\n"
    "English Program fee ........................ 6,000 THB\n"
    "Lunch and snacks ........................... 4,200 THB\n"
    "Books and uniform .......................... 2,350 THB\n"
    "Field trip (Khao Luang) .................... 1,200 THB\n"
    "TOTAL ...................................... 42,250 THB\n\n"
    "Please pay by 31 October 2025 at the school finance office or by bank transfer.\n"
    "A late fee of 500 THB applies after the due date.",
]
INSURANCE_LETTER = [
    "KRUNGSIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\nNakhon Si Thammarat Branch\n\n"
    "Date: 20 October 2025\nMr. Prasert Thongsuk\n123 Moo 4, Chamai, Thung Song, Nakhon Si Thammarat 80110\n\n"
    "Subject: Premium due notice - Policy No. KSL-0045521873\n\n"
    "Dear Mr. Prasert Thongsuk,\n"
    "Your whole life policy (Plan: Whole Life 99/20, sum assured 1,000,000 THB) is due for its annual premium.\n"
    "Annual premium: 24,800 THB (including Health Rider premium of 9,600 THB)\n"
    "Due date: 18 November 2025\n"
    "Grace period: 31 days after the due date. The policy lapses if the premium is not paid by then.\n"
    "You may pay at any branch, by bank transfer, or through your agent, Ms. Jintana Rattanachai (089-775-4120).\n\n"
    "Yours sincerely,\nCustomer Service Department",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA)\nThung Song Branch\nWATER BILL - September 2025\n"
    "Customer: Mrs. Wanphen Thongsuk   Account no. 5512-0098-771\n"
    "Meter: previous 1,482  current 1,509  Used: 27 cubic meters\n"
    "Water charge: 281.70 THB\nService charge: 10.50 THB\nVAT 7%: 20.50 THB\n"
    "Amount due: 312.70 THB\nDue date: 12 October 2025",
]
TRUCK_INSURANCE = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท ไทยศรีประกันภัย จำกัด (มหาชน)  กรมธรรม์เลขที่ V1-68-0774512",
    "ผู้เอาประกัน: นายประเสริฐ ทองสุข",
    "รถยนต์: Toyota Hilux Revo กระบะ 4 ประตู  ทะเบียน บต 4521 นครศรีธรรมราช",
    "ระยะเวลาคุ้มครอง: 5 ตุลาคม 2568 ถึง 5 ตุลาคม 2569",
    "ทุนประกันภัยรถยนต์ 650,000 บาท  ค่าเสียหายส่วนแรก 3,000 บาท",
    "เบี้ยประกันภัยรวมภาษีอากร 18,900 บาท  ผ่อนชำระ 3 งวด งวดละ 6,300 บาท",
    "ซ่อมอู่ในเครือ  บริการช่วยเหลือฉุกเฉิน 24 ชม. โทร 1726",
]
PLAN_SLIDES = [
    ("แผนงานปี 2569", "โรงเลื่อยทองสุขค้าไม้ - เตรียมโดย วันเพ็ญ ทองสุข\nประชุมครอบครัว ต.ค. 2568"),
    ("เป้าหมายยอดขาย", "เป้ายอดขายรวมปี 2569: 18 ล้านบาท\nคาดการณ์ปี 2568: 14.6 ล้านบาท\n"
                       "เพิ่มสัดส่วนไม้อบแห้งส่งร้านเฟอร์นิเจอร์ภูเก็ต-กระบี่"),
    ("การลงทุน", "สร้างเตาอบไม้ห้องที่ 3 งบ 1,200,000 บาท เริ่มติดตั้ง มีนาคม 2569\n"
                 "รถโฟล์คลิฟต์มือสอง 2.5 ตัน งบ 450,000 บาท\n"
                 "โซลาร์รูฟ 100 kW งบ 3,500,000 บาท ประหยัดค่าไฟประมาณ 35,000 บาท/เดือน"),
    ("มาตรฐาน FSC", "ขอการรับรอง FSC (Chain of Custody) ให้ได้ภายใน มิถุนายน 2569\n"
                    "เพื่อส่งไม้ให้ผู้ผลิตเฟอร์นิเจอร์ส่งออก"),
    ("คนและงาน", "รับคนงานเพิ่ม 4 คน (กะเย็นเครื่องเลื่อยซอย)\nส่งหัวหน้างานอบรมเตาอบ 1 คน"),
]
REPAIR_LOG = """# บันทึกซ่อมเครื่องจักร ปี 2568

- 8 ม.ค. 2568 เปลี่ยนสายพานเครื่องไสไม้ 4 หน้า 2 เส้น 3,600 บาท (ซื้อร้านทุ่งสงอะไหล่)
- 14 มี.ค. 2568 มอเตอร์เลื่อยสายพานตัวใหญ่ (75 แรง) ไหม้ ส่งพันขดลวดใหม่ที่ร้านเอกการช่าง 18,500 บาท หยุดเลื่อย 3 วัน
- 2 มิ.ย. 2568 เปลี่ยนลูกปืนล้อเลื่อยสายพาน 4 ลูก 4,200 บาท ช่างในโรงทำเอง
- 21 ส.ค. 2568 พัดลมหมุนเวียนเตาอบห้อง 2 เสีย ซ่อมพร้อมเปลี่ยนใบพัด 12,800 บาท (หจก.ใต้เทอร์โม)
- 3 ก.ย. 2568 ซ่อมไฮดรอลิกรถโฟล์คลิฟต์ 6,750 บาท

หมายเหตุ: เตาอบห้อง 2 ใช้มา 9 ปีแล้ว ควรเก็บเงินเปลี่ยนพัดลมทั้งชุดปีหน้า
"""
FSC_NOTES = """# FSC pre-audit - notes (18 September 2025)

Auditor: Khun Narong Pimsai, Bureau Green Cert (Thailand)
Present: Wanphen, Prasert, Khun Somsak (foreman)

## What he checked
- Chain of custody (CoC) records from log purchase to sawn timber sale.
- Where FSC and non-FSC wood are kept apart in the yard and in the kilns.
- Staff training records and safety gear.

## Findings (3 minor non-conformities)
1. Log purchase slips do not show the plantation's FSC certificate number.
2. No marked area for FSC-only timber after drying.
3. No written training record for the saw and kiln crew.

## Costs
- Pre-audit fee: 35,000 THB (paid 18 Sep)
- Main audit fee quoted: 85,000 THB, plus yearly surveillance audit 40,000 THB
- Main audit planned for February 2026

## To do
- Ask the 3 plantation groups for their FSC group certificate copies by 31 October.
- Paint a yellow line for the FSC stack area.
- Somsak to start a training sign-in book.
"""
EMAIL_SIAMPACK = """From: Kanokwan Srisuk <kanokwan.s@siampack.co.th>
To: Wanphen Thongsuk <thongsuk.timber@gmail.com>
Date: 16 October 2025 09:42
Subject: November pallet order PO-SP-25-1187

Dear Khun Wanphen,

Please find our purchase order for November under the Pallet Supply Agreement:

PO no.: PO-SP-25-1187
Item: Pallet 1.0 x 1.2 m, 4-way, heat treated (ISPM-15)
Quantity: 1,400 pallets
Unit price: 265 THB
Total: 371,000 THB (excluding VAT)

Delivery to our Hat Yai warehouse in 4 lots of 350 pallets: 3, 10, 17 and 24 November 2025.
Please send the heat treatment certificate with each lot.

We also note your letter about new prices from 1 October. As agreed in the contract, our price stays at
265 THB unless we receive the 30-day notice for a review.

Best regards,
Kanokwan Srisuk
Purchasing Officer, Siam Pack Co., Ltd.
"""
LINE_SIAMPACK = """[02/09/2568 10:15] กนกวรรณ สยามแพ็ค: สวัสดีค่ะพี่วันเพ็ญ ยืนยันออเดอร์พาเลทเดือนตุลาคม 1,200 ใบตามปกตินะคะ
[02/09/2568 10:20] วันเพ็ญ: รับทราบค่ะ ส่งเป็น 4 รอบเหมือนเดิมนะคะ
[19/09/2568 15:02] กนกวรรณ สยามแพ็ค: พี่คะ เดือนตุลาลูกค้าเราเข้าเยอะ ขอเพิ่มเป็น 1,500 ใบได้ไหมคะ
[19/09/2568 15:30] วันเพ็ญ: ได้ค่ะ แต่รอบสุดท้ายขอส่ง 28 ต.ค. นะคะ ไม้อบไม่ทัน
[19/09/2568 15:31] กนกวรรณ สยามแพ็ค: โอเคค่ะ เดี๋ยวส่ง PO แก้ไขให้ค่ะ 1,500 ใบ x 265 = 397,500 บาท
[30/09/2568 11:05] วันเพ็ญ: บิลเดือนกันยา 1,200 ใบ 318,000 บาท ครบเครดิตวันที่ 14 พ.ย. นะคะ
[30/09/2568 11:07] กนกวรรณ สยามแพ็ค: รับทราบค่ะ 🙏
"""
LINE_BAANMAISUAY = """[10/09/2568 10:12] สมพงษ์ บ้านไม้สวย: ได้รับใบเสนอราคาแล้วครับพี่ ตามนี้เลยครับ เดี๋ยวโอนมัดจำ
[12/09/2568 16:40] สมพงษ์ บ้านไม้สวย: พี่วันเพ็ญครับ ขอเพิ่มไม้ 1x4 จาก 2,500 เป็น 3,000 แผ่นได้ไหมครับ ราคาเดิม 36 บาท
[12/09/2568 16:55] วันเพ็ญ: ได้ค่ะ 1x4 3,000 แผ่น x 36 = 108,000 บาท รวมก่อน VAT 184,000 บาท รวม VAT 196,880 บาทนะคะ
[13/09/2568 08:30] สมพงษ์ บ้านไม้สวย: ขอโทษครับพี่ ไม้ 2x2 ขอลดจาก 800 เหลือ 600 ท่อนครับ งานโต๊ะโดนเลื่อน
[13/09/2568 09:05] วันเพ็ญ: ได้ค่ะ สรุปยอดสุดท้ายนะคะ 1x4 3,000 แผ่น 108,000 / 1.5x3 1,200 แผ่น 52,800 / 2x2 600 ท่อน 17,400 รวม 178,200 บาท VAT 12,474 บาท รวมทั้งสิ้น 190,674 บาท มัดจำ 30% = 57,202.20 บาทค่ะ
[13/09/2568 09:20] สมพงษ์ บ้านไม้สวย: ตามนี้ครับ โอนมัดจำแล้วครับ ขอแบ่งส่ง 2 รอบ 25 ก.ย. กับ 6 ต.ค. นะครับ
[13/09/2568 09:22] วันเพ็ญ: รับทราบค่ะ ขอบคุณค่ะ
"""
LINE_MUSHROOM = """[05/08/2568 07:50] ลุงหวัง ฟาร์มเห็ดบ้านนา: เดือนนี้ขอขี้เลื่อย 2 คันรถนะ
[05/08/2568 08:10] วันเพ็ญ: ได้ค่ะลุง คันละ 6 ตัน ราคาคันละ 1,800 บาทเหมือนเดิม ส่งวันเสาร์นะคะ
[09/08/2568 17:30] ลุงหวัง ฟาร์มเห็ดบ้านนา: ได้ของแล้ว โอนให้ 3,600 แล้วนะ
[09/08/2568 17:45] วันเพ็ญ: ขอบคุณค่ะลุง
"""
LINE_FAMILY = """[14/10/2568 19:02] พี่เสริฐ: ภูมิบอกครูให้จ่ายค่าทัศนศึกษาเขาหลวงด้วยนะ
[14/10/2568 19:05] วันเพ็ญ: อยู่ในใบแจ้งค่าเทอมแล้ว เดี๋ยวจ่ายรวมทีเดียว
[15/10/2568 12:30] แม่: วันเสาร์นี้ทำบุญบ้านนะลูก สั่งปิ่นโตร้านป้าศรีไว้แล้ว
[15/10/2568 12:40] วันเพ็ญ: ได้ค่ะแม่ เดี๋ยวหนูไปรับเอง
"""
SHOPPING = "ข้าวสาร 2 ถุง\nไข่ 2 แผง\nน้ำมันพืช\nผงซักฟอก\nนมกล่องภูมิ 1 ลัง\nถุงมือผ้าคนงาน 5 โหล\n"
TRIP = """# ทริปปีใหม่ หาดใหญ่-สงขลา
- 30 ธ.ค. ออกจากบ้าน 7 โมง แวะพัทลุง
- พัก 2 คืน โรงแรมแถวตลาดกิมหยง งบห้องละ 1,400 บาท/คืน
- 31 ธ.ค. แหลมสมิหลา เย็นเคาท์ดาวน์
- พาแม่ไปไหว้พระที่วัดหาดใหญ่ใน
"""
TODO = "- โทรตามเงินค่าพาเลทเดือนกันยา\n- จ่ายค่าเทอมน้องภูมิก่อนสิ้นเดือน ต.ค.\n- นัดช่างดูพัดลมเตาอบห้อง 2\n- ต่อประกันรถกระบะ\n"

MONTHS_2568 = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
               "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)"]
MONTHS_ALL = MONTHS_2568 + ["ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
WAGES = [  # rows of the wage book, one value a month (Jan-Sep 2568)
    ("ค่าแรงรายวัน (Daily wages)", [108000, 101520, 112320, 95040, 112320, 108000, 116640, 116640, 110160]),
    ("ค่าล่วงเวลา (Overtime)", [8400, 6300, 11200, 4200, 9800, 7700, 12600, 14350, 10500]),
    ("เงินเดือนหัวหน้างาน (Foremen salary)", [36000] * 9),
    ("ประกันสังคม นายจ้าง (Social security)", [8750] * 9),
]
SALES_2568 = [  # sawn timber, pallets, sawdust & offcuts
    (812400, 318000, 24600), (768900, 302100, 22800), (845200, 326000, 25900),
    (590300, 265000, 18400), (801700, 318000, 23300), (836500, 331250, 24100),
    (872600, 342500, 26750), (903100, 318000, 27200), (889400, 318000, 25800),
]
SALES_2567 = [
    (702300, 265400, 19800), (688100, 259000, 18900), (745600, 270200, 20500),
    (512800, 210700, 15100), (731200, 276000, 20100), (760400, 279500, 21000),
    (781300, 281000, 21400), (799000, 284600, 22300), (770500, 280900, 21800),
    (742100, 275300, 20600), (810900, 290100, 22900), (655000, 240000, 17500),
]
EXPENSES_2568 = [  # logs, electricity, repairs, other (wages come from the wage book)
    (612500, 84310.55, 3600, 21400), (590200, 80122.10, 0, 19850), (640800, 88745.30, 18500, 22100),
    (455300, 70511.85, 0, 17600), (618900, 86020.40, 0, 20300), (630100, 88190.75, 4200, 21750),
    (662400, 92415.60, 0, 22900), (688750, 96202.90, 12800, 23400), (701200, 93880.15, 6750, 22600),
]
EXPENSES_2567 = [
    (540200, 71200.40, 2500, 18800), (528900, 69850.25, 0, 18100), (566300, 74105.90, 7900, 19400),
    (401800, 60220.15, 0, 15900), (551000, 72480.60, 0, 18700), (569700, 75310.80, 3100, 19200),
    (580100, 77935.45, 0, 19900), (597400, 79120.30, 9600, 20400), (575800, 77002.65, 0, 19600),
    (560300, 74880.10, 5200, 19100), (611200, 80105.75, 0, 20800), (498600, 68410.20, 0, 17300),
]
WAGES_2567 = [152300, 146900, 158200, 139800, 157600, 154100, 161400, 162800, 156700, 155900, 164200, 150300]
LOGS = [
    ("4 ส.ค. 2568", "สวนยางลุงเชิด ต.ถ้ำใหญ่", "บต 8812", 28.4, 1850),
    ("11 ส.ค. 2568", "กลุ่มสวนยางบ้านนาหลวง", "ผก 2290", 31.2, 1850),
    ("19 ส.ค. 2568", "สวนยางป้าแดง ต.นาไม้ไผ่", "บต 8812", 26.8, 1850),
    ("26 ส.ค. 2568", "กลุ่มสวนยางบ้านนาหลวง", "ผก 2290", 30.5, 1850),
    ("2 ก.ย. 2568", "สวนยางลุงเชิด ต.ถ้ำใหญ่", "บต 8812", 29.1, 2150),
    ("9 ก.ย. 2568", "สหกรณ์สวนยางทุ่งสง", "80-4417", 33.6, 2150),
    ("16 ก.ย. 2568", "สวนยางป้าแดง ต.นาไม้ไผ่", "บต 8812", 25.9, 2150),
]
HOME_SPENDING = {
    "ก.ค. 2568": [
        ("ค่ากับข้าว (Food)", 10250, "ตลาดสด + แม็คโคร"), ("ค่าไฟบ้าน (Electricity)", 2610, ""),
        ("ค่าน้ำประปา (Water)", 298.40, ""), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1198, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4300, "รถเก๋งส่วนตัว"), ("ค่ารถรับส่ง/ขนมภูมิ (Phum)", 3500, ""),
        ("ให้แม่ (Mother)", 5000, ""),
    ],
    "ส.ค. 2568": [
        ("ค่ากับข้าว (Food)", 9420, ""), ("ค่าไฟบ้าน (Electricity)", 2785, ""),
        ("ค่าน้ำประปา (Water)", 305.20, ""), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1198, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4150, ""), ("ค่ารถรับส่ง/ขนมภูมิ (Phum)", 3500, ""),
        ("ให้แม่ (Mother)", 5000, ""), ("หาหมอฟันภูมิ (Dentist)", 1800, "ขูดหินปูน+อุดฟัน"),
    ],
    "ก.ย. 2568": [
        ("ค่ากับข้าว (Food)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 2430, ""),
        ("ค่าน้ำประปา (Water)", 312.70, "บิลการประปา"), ("เน็ตบ้าน + มือถือ (Internet & phone)", 1198, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4600, ""), ("ค่ารถรับส่ง/ขนมภูมิ (Phum)", 3500, ""),
        ("ให้แม่ (Mother)", 5000, ""), ("ทำบุญ งานบวชหลานลุงชิต (Merit)", 2000, ""),
    ],
}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple], wages: list[int]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ปี {year} โรงเลื่อยทองสุขค้าไม้ (Monthly sales {year})"])
    sheet.append(["เดือน (Month)", "ไม้แปรรูป (Sawn timber, THB)", "พาเลท (Pallets, THB)",
                  "ขี้เลื่อย/ปีกไม้ (Sawdust & offcuts, THB)", "รวม (Total, THB)"])
    for month, row in zip(MONTHS_ALL, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)),
                  sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("รายจ่าย Expenses")
    cost.append([f"รายจ่ายรายเดือน ปี {year} (Monthly expenses {year})"])
    cost.append(["เดือน (Month)", "ไม้ท่อน (Logs, THB)", "ค่าแรง (Wages, THB)", "ค่าไฟ (Electricity, THB)",
                 "ซ่อมบำรุง (Repairs, THB)", "อื่นๆ (Other, THB)", "รวม (Total, THB)"])
    for month, (logs, power, repairs, other), wage in zip(MONTHS_ALL, expenses, wages):
        cost.append([month, logs, wage, power, repairs, other, round(logs + wage + power + repairs + other, 2)])
    for column in range(2, 8):
        money_format(cost, column)
    book.save(path)


def _wage_book(path: Path) -> list[int]:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงคนงาน ปี 2568 (Wages 2568) - คนงานรายวัน 14 คน หัวหน้างาน 2 คน"])
    sheet.append(["รายการ (Item)", *MONTHS_2568])
    for item, values in WAGES:
        sheet.append([item, *values])
    totals = [sum(values[i] for _, values in WAGES) for i in range(len(MONTHS_2568))]
    sheet.append(["รวม (Total)", *totals])
    for column in range(2, 2 + len(MONTHS_2568)):
        money_format(sheet, column)
    book.save(path)
    return totals


def _log_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ไม้ท่อน Logs"
    sheet.append(["บันทึกซื้อไม้ยางพาราท่อน ส.ค.-ก.ย. 2568 (Rubberwood log purchases)"])
    sheet.append(["วันที่ (Date)", "ผู้ขาย (Seller)", "ทะเบียนรถ (Truck)", "น้ำหนัก ตัน (Tonnes)",
                  "ราคา/ตัน (THB per tonne)", "จำนวนเงิน (Amount, THB)"])
    for date, seller, truck, tonnes, price in LOGS:
        sheet.append([date, seller, truck, tonnes, price, round(tonnes * price, 2)])
    money_format(sheet, 5)
    money_format(sheet, 6)
    book.save(path)


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wanphen's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    mill, home = docs / "โรงเลื่อย", docs / "บ้าน"
    for sub in ("ใบเสนอราคา", "สัญญา", "บัญชี", "Suppliers", "ลูกค้า"):
        (mill / sub).mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    quotes = mill / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_บ้านไม้สวย_ร่าง.docx", DRAFT_QUOTE_TOP, DRAFT_QUOTE_TABLE,
               bottom=DRAFT_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านไม้สวย_final.docx", FINAL_QUOTE_TOP, FINAL_QUOTE_TABLE,
               bottom=FINAL_QUOTE_BOTTOM)
    write_docx(quotes / "Quotation_PhuketHomeBuild_Sep2025.docx", PHUKET_TOP, PHUKET_TABLE, bottom=PHUKET_BOTTOM)
    write_docx(mill / "สัญญา" / "Pallet_Supply_Agreement_SiamPack.docx", CONTRACT_TOP,
               headings=CONTRACT_SECTIONS, bottom=CONTRACT_BOTTOM)
    accounts = mill / "บัญชี"
    wages = _wage_book(accounts / "ค่าแรงคนงาน_2568.xlsx")
    _sales_book(accounts / "ยอดขาย_รายจ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568, wages)
    _sales_book(accounts / "ยอดขาย_รายจ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567, WAGES_2567)
    _log_book(accounts / "ซื้อไม้ยางท่อน_2568.xlsx")
    suppliers = mill / "Suppliers"
    make_pdf(suppliers / "SouthernBlades_pricelist_2025.pdf", BLADES_2025)
    write_docx(suppliers / "ใบราคา_เซาเทิร์นเบลด_2567.docx", BLADES_2567_TOP, BLADES_2567_TABLE,
               bottom=BLADES_2567_BOTTOM)
    make_pdf(suppliers / "SouthernBlades_invoice_INV-2025-0871.pdf", BLADES_INVOICE)
    make_pdf(suppliers / "PEA_factory_bill_Aug2025.pdf", PEA_BILL)
    write_texts(mill / "ลูกค้า", {
        "email_SiamPack_November_order.txt": EMAIL_SIAMPACK,
        "LINE_กนกวรรณ_สยามแพ็ค.txt": LINE_SIAMPACK,
        "LINE_คุณสมพงษ์_บ้านไม้สวย.txt": LINE_BAANMAISUAY,
        "LINE_ฟาร์มเห็ดบ้านนา.txt": LINE_MUSHROOM,
    })
    write_slides(mill / "แผนงานปี2569.pptx", PLAN_SLIDES)
    write_texts(mill, {"บันทึกซ่อมเครื่องจักร_2568.md": REPAIR_LOG, "FSC_pre-audit_notes.md": FSC_NOTES})
    write_docx(mill / "หนังสือแจ้งปรับราคา_ต.ค.2568.docx", PRICE_LETTER)
    make_pdf(home / "Phum_school_invoice_term2_2025.pdf", SCHOOL_INVOICE)
    make_pdf(home / "LifeInsurance_renewal_Prasert_2025.pdf", INSURANCE_LETTER)
    make_pdf(home / "PWA_water_bill_home_Sep2025.pdf", WATER_BILL)
    _home_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_docx(home / "ประกันรถกระบะ_2568.docx", TRUCK_INSURANCE)
    write_texts(home, {"LINE_ครอบครัว.txt": LINE_FAMILY, "ของที่ต้องซื้อ.txt": SHOPPING,
                       "ทริปปีใหม่_หาดใหญ่.md": TRIP})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What the workspect holds before a task: Wanphen's to-do list."""
    write_texts(workspect, {"todo.md": TODO})
