"""The curtainshop folder: the papers of a Thai curtain-and-blinds maker and her household, written by code.

The owner is คุณพรรณี แก้วประเสริฐ (พี่ณี, เจ๊ณี). She runs "หจก.ม่านพรรณี" (Pannee Curtain Limited Partnership,
"Pannee Curtain & Blinds"), 129/7 ถ.ลงหาดบางแสน ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี: she measures windows in houses
and condos, has the curtains sewn by two home seamstresses, and her husband สุรเชษฐ์ (พี่เชษฐ์) installs them with
the Isuzu pickup. The shop is VAT-registered. Their son กล้า (ด.ช.ธนกร) is in ม.2, her mother ยายเรือน
(นางบุญเรือน ทองดี, 74) was in hospital in October, her younger sister ตุ๊ก shares the mother's costs.
It is November 2568 (2025).

Documents/ร้านม่านพรรณี/ (the business)
- ใบเสนอราคา/QT-2568-087_เดอะซี1208_ร่าง.docx: draft quote QT-2568-087 (28 ต.ค. 2568) to คุณมาลินี ศรีวงศ์,
  room 1208 The Sea Residence Bang Saen: pinch-pleat blackout, sheer, one roller blind; 40,000 + VAT 2,800 =
  42,800.
- ใบเสนอราคา/QT-2568-087_เดอะซี1208_final v2.docx: the final (3 พ.ย. 2568): wave curtains, a kitchen blind added;
  45,000 + VAT 3,150 = 48,150, deposit 50% = 24,075.
- ใบเสนอราคา/SiamBlind_quotation_HeuanSuk_Nov2025.pdf: English quote of Siam Blind Co., Ltd. for 40 blackout
  roller blinds for หอพักเฮือนสุข: 1,480 each, 59,200 incl. VAT, free delivery, 21 days.
- ใบเสนอราคา/ใบเสนอราคา_ม่านม้วนชลบุรี_หอพักเฮือนสุข.docx: the other supplier (หจก.ม่านม้วนชลบุรี) for the same
  job: 1,390 each = 55,600, delivery 800, VAT 3,948, total 60,348, 10 days.
- บิลลูกค้า/Invoice INV-6811-042 Dr Wipa.pdf: English tax invoice (10 Nov 2025) to Dr. Wipawan Charoensuk
  (หมอวิภา): 36,000 + VAT 2,520 = 38,520, deposit 15,000 received 20 Oct, balance 23,520 due 20 Nov 2025.
- บิลลูกค้า/ใบเสร็จ_RC-6811-019_หมอวิภา.docx: the Thai receipt of that balance, 23,520.00, paid 14 พ.ย. 2568.
- บิลลูกค้า/ลูกค้าค้างชำระ_15พ.ย.68.md: customers who still owe on 15 Nov, 34,790 in all (คุณแพร 26,500).
- Suppliers/ราคาผ้า_ไทยเดรปเปอรี่_2568.docx: this year's wholesale fabric list of บริษัท ไทยเดรปเปอรี่
  เท็กซ์ไทล์ จำกัด in Thai (Luna blackout 265 บาท/เมตร, excl. VAT).
- Suppliers/ThaiDrapery_pricelist_2024.pdf: last year's list of the same firm in English (Thai Drapery Textile
  Co., Ltd.; Luna blackout 245 THB/m).
- งานหน้างาน/วัดหน้างาน_บ้านหมอวิภา_18 ต.ค. 68.md: measuring notes at หมอวิภา's house, estimate 36,000 + VAT.
- งานหน้างาน/ตารางติดตั้ง_พ.ย.68.md: November installation schedule (room 1208 moved from 15 to 18 พ.ย.).
- งานหน้างาน/email_TheSea_juristic_rules.txt: English email from the condo's juristic office: work Mon-Sat
  09:00-17:00, register 3 working days ahead, refundable deposit 3,000 THB, service lift no. 2.
- แชท/แชทไลน์_คุณแพร_คอนโด1208.txt: LINE chat with คุณแพร (คุณมาลินี): 48,150 argued down to 46,500,
  deposit 20,000, 26,500 on the installation day.
- แชท/แชทไลน์_ป้าศรี_ช่างเย็บ.txt: LINE chat with the seamstress ป้าศรี: wave curtain sewing 100 a metre,
  she asks 130, settled 120 from 1 ธ.ค. 68.
- บัญชี/ยอดขายร้านม่าน_2568.xlsx: this year's book, two sheets (sales by month: curtains, blinds, install and
  repair; expenses by month: fabric, sewing, installer, rent, fuel), January to October.
- บัญชี/ยอดขายร้านม่าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าจ้างเย็บ_ต.ค.68.md: October sewing pay: นางศรีสุดา บุญยืน 14,360, นางสาวเมธาวี ใจดี 6,960, 21,320 in all.
- แผนร้าน 2569.pptx: slides, next year's plan (2,600,000 target, motor curtains, a new sewing machine 38,500).
- วิธีดูแลผ้าม่าน_ให้ลูกค้า.md: care instructions given to customers.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,091.03, due 2 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,378.12, due
  3 Nov 2025): the house's English electricity bills.
- ประกันรถ/EasternStar_motor_renewal_2025.pdf: English renewal notice for the pickup, 18,959.33 (last year
  17,820.00), pay by 30 Nov 2025, sum insured down to 520,000.
- ค่าเทอมกล้า/ค่าเทอม_กล้า_ม.2 เทอม1-2568.docx and ค่าเทอม_กล้า_ม.2 เทอม2-2568.docx: school fee notices
  (9,850 by 20 พ.ค. 2568; 8,420 by 14 พ.ย. 2568).
- แม่/ChonPattana_hospital_bill_Oct2025.pdf: the mother's English discharge bill: 36,230, insurer 25,000,
  patient paid 11,230 (12-16 Oct 2025), follow-up 20 Nov 2025.
- แม่/นัดหมอแม่.md: notes on the mother's appointments and medicines.
- แชทไลน์_บ้านแก้วประเสริฐ.txt: the family's LINE group (ตุ๊ก's share 5,615 less 1,380 = 4,235; fees; insurance).
- รายจ่ายบ้าน_ต.ค.68.md: October household spending, 41,733.96 in all.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ห้างหุ้นส่วนจำกัด ม่านพรรณี (ร้านม่านพรรณี) 129/7 ถ.ลงหาดบางแสน ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี 20130 "
            "โทร 089-614-2275  เลขประจำตัวผู้เสียภาษี 0203561004218")

# ---------------------------------------------------------------- condo quote, draft and final
CONDO_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-087",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน คุณมาลินี ศรีวงศ์  ห้อง 1208 อาคาร B คอนโดเดอะซี เรสซิเดนซ์ บางแสน",
    "เรื่อง ม่านและม่านม้วน ห้องนั่งเล่น ห้องนอนใหญ่ และห้องนอนเล็ก (วัดหน้างาน 25 ต.ค. 2568)",
]
CONDO_DRAFT_TABLE = [
    ("รายการ", "ขนาด (กว้าง x สูง)", "จำนวน", "จำนวนเงิน (บาท)"),
    ("ม่านจีบ ผ้าทึบแสง Blackout รุ่น Luna ห้องนั่งเล่น", "3.40 x 2.60 ม.", "1 ชุด", "14,280"),
    ("ม่านโปร่ง ผ้า Voile ห้องนั่งเล่น", "3.40 x 2.60 ม.", "1 ชุด", "6,120"),
    ("ม่านจีบ ผ้า Blackout รุ่น Luna ห้องนอนใหญ่", "2.80 x 2.60 ม.", "1 ชุด", "11,760"),
    ("ม่านม้วน Dimout ห้องนอนเล็ก", "1.20 x 1.50 ม.", "1 บาน", "2,950"),
    ("รางม่าน อุปกรณ์ และค่าติดตั้ง", "", "1 งาน", "4,890"),
    ("รวมเป็นเงิน", "", "", "40,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,800"),
    ("รวมทั้งสิ้น", "", "", "42,800"),
]
CONDO_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 42,800 บาท (สี่หมื่นสองพันแปดร้อยบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ร่าง ยังไม่ได้ส่ง รอลูกค้าเลือกแบบม่านลอนหรือม่านจีบ",
]
CONDO_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-087 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณมาลินี ศรีวงศ์  ห้อง 1208 อาคาร B คอนโดเดอะซี เรสซิเดนซ์ บางแสน",
    "เรื่อง ม่านลอนและม่านม้วน ตามที่ลูกค้าเลือกแบบ 1 พ.ย. 2568",
]
CONDO_FINAL_TABLE = [
    ("รายการ", "ขนาด (กว้าง x สูง)", "จำนวน", "จำนวนเงิน (บาท)"),
    ("ม่านลอน ผ้าทึบแสง Blackout รุ่น Luna ห้องนั่งเล่น", "3.40 x 2.60 ม.", "1 ชุด", "15,640"),
    ("ม่านโปร่ง ผ้า Voile ห้องนั่งเล่น", "3.40 x 2.60 ม.", "1 ชุด", "6,120"),
    ("ม่านลอน ผ้า Blackout รุ่น Luna ห้องนอนใหญ่", "2.80 x 2.60 ม.", "1 ชุด", "12,880"),
    ("ม่านม้วน Dimout ห้องนอนเล็ก", "1.20 x 1.50 ม.", "1 บาน", "2,950"),
    ("ม่านม้วน กันน้ำ ห้องครัว", "0.80 x 1.00 ม.", "1 บาน", "1,850"),
    ("รางม่านลอน อุปกรณ์ และค่าติดตั้ง", "", "1 งาน", "5,560"),
    ("รวมเป็นเงิน", "", "", "45,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,150"),
    ("รวมทั้งสิ้น", "", "", "48,150"),
]
CONDO_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 48,150 บาท (สี่หมื่นแปดพันหนึ่งร้อยห้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "เงื่อนไข: มัดจำ 50% = 24,075 บาท ส่วนที่เหลือชำระวันติดตั้ง ผลิต 10-12 วันหลังรับมัดจำ",
    "รับประกันรางและอุปกรณ์ 2 ปี ใบเสนอราคานี้ยืนราคา 15 วัน",
    "ลงชื่อ พรรณี แก้วประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two roller-blind suppliers, one dorm job
SIAMBLIND_QUOTE = [
    "SIAM BLIND CO., LTD.\n"
    "55/8 Bang Na-Trat Road, Bang Na, Bangkok 10260  Tel. 02-316-4480\n"
    "\n"
    "QUOTATION No. SB-QT-2511-118          Date: 6 Nov 2025\n"
    "To: Pannee Curtain & Blinds (Khun Pannee Kaewprasert), Bang Saen, Chon Buri\n"
    "Project: Huean Suk Dormitory, 40 rooms\n"
    "\n"
    "Roller blind, blackout fabric, side chain, white bottom bar\n"
    "Size 1.60 x 1.80 m          40 pcs  x 1,480.00   59,200.00\n"
    "Delivery to Chon Buri                                 free\n"
    "\n"
    "TOTAL 59,200.00 THB including VAT 7%\n"
    "\n"
    "Lead time: 21 days after deposit. Payment: 50% deposit, balance on delivery.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Anucha 081-775-2093, sales@siamblind.co.th",
]
CHONBURI_BLIND = [
    "ห้างหุ้นส่วนจำกัด ม่านม้วนชลบุรี",
    "88/3 ถ.สุขุมวิท ต.บ้านสวน อ.เมืองชลบุรี จ.ชลบุรี 20000 โทร 038-284-117",
    "ใบเสนอราคา เลขที่ MMC-0711/68  วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณพรรณี แก้วประเสริฐ ร้านม่านพรรณี บางแสน",
    "เรื่อง ม่านม้วนทึบแสง สำหรับหอพักเฮือนสุข 40 ห้อง",
]
CHONBURI_BLIND_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ม่านม้วน Blackout ขนาด 1.60 x 1.80 ม. โซ่ข้าง", "40 ชุด", "1,390", "55,600"),
    ("ค่าขนส่งถึงร้าน", "1 เที่ยว", "800", "800"),
    ("รวมก่อนภาษี", "", "", "56,400"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,948"),
    ("รวมทั้งสิ้น", "", "", "60,348"),
]
CHONBURI_BLIND_BOTTOM = [
    "รวมทั้งสิ้น 60,348 บาท (หกหมื่นสามร้อยสี่สิบแปดบาทถ้วน)",
    "ส่งของภายใน 10 วันหลังได้รับมัดจำ 30% ยืนราคา 15 วัน",
    "ผู้เสนอราคา คุณวีระพงษ์ (เฮียพงษ์) 086-390-5518",
]

# ---------------------------------------------------------------- Dr Wipa: invoice and receipt
WIPA_INVOICE = [
    "PANNEE CURTAIN LIMITED PARTNERSHIP (Pannee Curtain & Blinds)\n"
    "129/7 Long Had Bang Saen Road, Saen Suk, Mueang Chon Buri, Chon Buri 20130\n"
    "Tax ID 0203561004218   Tel. 089-614-2275\n"
    "\n"
    "TAX INVOICE No. INV-6811-042          Date: 10 Nov 2025\n"
    "Bill to: Dr. Wipawan Charoensuk, 88/15 Chonlada Village, Ban Suan, Mueang Chon Buri 20000\n"
    "\n"
    "1. Pinch pleat blackout curtain, living room 3.60 x 2.50 m    1 set    14,400.00\n"
    "2. Pinch pleat blackout curtain, bedroom 1, 2.40 x 2.20 m     1 set     8,600.00\n"
    "3. Dimout roller blind, bedroom 2, 1.80 x 1.40 m             1 pc      3,900.00\n"
    "4. Aluminium venetian blind, kitchen door 2.00 x 2.10 m      1 pc      5,300.00\n"
    "5. Tracks, fittings and installation (installed 8 Nov 2025)            3,800.00\n"
    "\n"
    "Subtotal 36,000.00\n"
    "VAT 7% 2,520.00\n"
    "TOTAL 38,520.00 THB\n"
    "Less deposit received 20 Oct 2025: 15,000.00\n"
    "BALANCE DUE 23,520.00 THB\n"
    "Due date: 20 Nov 2025\n"
    "Please transfer to Chon Panich Bank, Bang Saen branch, account 204-3-77815-6 (Pannee Curtain LP).",
]
WIPA_RECEIPT = [
    SHOP_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-019",
    "วันที่ 14 พฤศจิกายน 2568",
    "ได้รับเงินจาก พญ.วิภาวรรณ เจริญสุข 88/15 หมู่บ้านชลลดา ต.บ้านสวน อ.เมืองชลบุรี",
]
WIPA_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระงวดสุดท้าย ตามใบกำกับภาษี INV-6811-042 (ม่านและมู่ลี่ บ้านชลลดา)", "23,520.00"),
    ("รวมรับครั้งนี้", "23,520.00"),
]
WIPA_RECEIPT_BOTTOM = [
    "รวมรับ 23,520.00 บาท (สองหมื่นสามพันห้าร้อยยี่สิบบาทถ้วน) โอนเข้าบัญชีร้าน ธ.ชลพาณิชย์ เมื่อ 14/11/68",
    "ยอดงานทั้งหมด 38,520.00 บาท รับมัดจำแล้ว 15,000.00 บาท (20 ต.ค. 2568) ชำระครบแล้ว",
    "ผู้รับเงิน พรรณี แก้วประเสริฐ",
]

# ---------------------------------------------------------------- fabric price lists
FABRIC_2568 = ["บริษัท ไทยเดรปเปอรี่ เท็กซ์ไทล์ จำกัด  ถ.จักรวรรดิ สัมพันธวงศ์ กรุงเทพฯ โทร 02-225-6841",
               "ใบราคาส่งผ้าม่านและอุปกรณ์ ปี 2568 (มีผล 1 มกราคม 2568)",
               "ราคาต่อเมตร ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
FABRIC_2568_TABLE = [
    ("สินค้า", "หน้ากว้าง", "ราคาส่ง"),
    ("ผ้าทึบแสง Blackout รุ่น Luna", "280 ซม.", "265 บาท/เมตร"),
    ("ผ้ากึ่งทึบ Dimout รุ่น Aria", "280 ซม.", "215 บาท/เมตร"),
    ("ผ้าโปร่ง Voile ขาว/ครีม", "300 ซม.", "145 บาท/เมตร"),
    ("รางม่านลอน อลูมิเนียม", "", "180 บาท/เมตร"),
    ("เทปม่านลอน", "", "38 บาท/เมตร"),
]
FABRIC_2568_BOTTOM = ["สั่งขั้นต่ำ 1 ม้วน (50 เมตร) ตัดเศษเมตรบวกเพิ่ม 10%",
                      "ส่งฟรีชลบุรี ระยอง เมื่อสั่งครบ 15,000 บาท เครดิต 30 วันสำหรับร้านประจำ",
                      "ติดต่อ คุณสุนีย์ 081-447-3920"]
FABRIC_2024 = [
    "THAI DRAPERY TEXTILE CO., LTD.\n"
    "Chakkrawat Road, Samphanthawong, Bangkok 10100  Tel. 02-225-6841\n"
    "WHOLESALE PRICE LIST 2024 - CURTAIN FABRICS AND TRACKS\n"
    "Valid 1 January 2024 - 31 December 2024. Prices per metre, excluding VAT 7%.\n"
    "\n"
    "Blackout fabric Luna, 280 cm wide ......... 245 THB/m\n"
    "Dimout fabric Aria, 280 cm wide ........... 198 THB/m\n"
    "Voile sheer white/cream, 300 cm wide ...... 135 THB/m\n"
    "Aluminium wave track ...................... 165 THB/m\n"
    "Wave tape ................................. 35 THB/m\n"
    "\n"
    "Minimum order one roll (50 m). Cut lengths +10%.\n"
    "Free delivery to Chon Buri and Rayong for orders of 20,000 THB or more.\n"
    "Contact: Khun Sunee 081-447-3920",
]

# ---------------------------------------------------------------- books
CURTAINS_2568 = [148200, 132600, 156800, 121400, 138900, 142300, 151700, 163200, 158400, 171900]
BLINDS_2568 = [42300, 38900, 46200, 35800, 41700, 44600, 47900, 52350, 49800, 55600]
INSTALL_2568 = [8600, 7900, 9400, 7200, 8300, 8800, 9600, 10200, 9900, 11400]
FABRIC_COST_2568 = [68400, 61200, 72500, 56300, 64100, 65800, 70200, 75600, 73100, 79800]
SEWING_2568 = [18600, 16900, 19800, 15400, 17800, 18300, 19600, 20900, 20200, 21320]
INSTALLER_2568 = [15000, 15000, 15000, 15000, 15500, 15500, 15500, 15500, 15500, 16200]
RENT_2568 = [12000] * 10
FUEL_2568 = [4200, 3900, 4600, 3700, 4100, 4300, 4500, 4800, 4650, 5100]
CURTAINS_2567 = [131400, 118900, 140200, 109800, 124600, 127300, 136100, 145900, 141200, 152800, 168400, 196500]
BLINDS_2567 = [35200, 32100, 38700, 29900, 34800, 37400, 40100, 43900, 41600, 46200, 51300, 58700]
INSTALL_2567 = [7400, 6800, 8100, 6300, 7200, 7600, 8300, 8800, 8500, 9200, 10100, 12600]
FABRIC_COST_2567 = [60300, 54800, 64100, 50200, 57300, 58600, 62400, 67100, 64800, 70300, 77900, 90200]
SEWING_2567 = [16400, 14900, 17500, 13600, 15700, 16250, 17300, 18500, 17900, 19400, 21600, 25300]
INSTALLER_2567 = [14000, 14000, 14000, 14000, 14000, 14500, 14500, 14500, 14500, 14500, 14500, 15000]
RENT_2567 = [11000] * 12
FUEL_2567 = [3900, 3600, 4300, 3500, 3800, 4000, 4200, 4400, 4300, 4600, 5000, 5600]


def _sales_book(path: Path, year: str, sales_columns: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านม่านพรรณี ปี {year} (Monthly sales {year}, ก่อน VAT)"])
    sales.append(["เดือน (Month)", "ม่านผ้า (Curtains)", "ม่านม้วน/มู่ลี่ (Blinds)", "ค่าติดตั้ง/ซ่อม (Install, repair)",
                  "รวม (Total)"])
    months = len(sales_columns[0])
    for index in range(months):
        row = [column[index] for column in sales_columns]
        sales.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in sales_columns]
                 + [sum(sum(column) for column in sales_columns)])
    for column in range(2, 6):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าผ้าและอุปกรณ์ (Fabric, parts)", "ค่าจ้างเย็บ (Sewing)",
                  "ค่าแรงช่างติดตั้ง (Installer)", "ค่าเช่าร้าน (Shop rent)", "ค่าน้ำมันรถ (Fuel)", "รวม (Total)"])
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(CURTAINS_2568) + sum(BLINDS_2568) + sum(INSTALL_2568)
    return [
        ("แผนร้านม่านพรรณี ปี 2569", "Pannee Curtain & Blinds - plan for 2026\nพรรณี แก้วประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท (ก่อน VAT)\n"
                         "งานคอนโดบางแสน-ศรีราชาเพิ่มขึ้น ม่านลอนขายดีกว่าม่านจีบ\n"
                         "ปัญหา: ผ้าขึ้นราคา, ช่างเย็บไม่พอช่วงปลายปี, พี่เชษฐ์ติดตั้งคนเดียว"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,600,000 บาท\nงานหอพัก/โรงแรม อย่างน้อย 4 โครงการ\n"
                            "ม่านม้วนให้ได้ 30% ของยอดขาย"),
        ("ม่านไฟฟ้า (มอเตอร์)", "เริ่มขายม่านลอนมอเตอร์ + รีโมท/แอป\nราคาเริ่มต้นชุดละ 18,500 บาท\n"
                                "ไปอบรมกับตัวแทนที่บางนา ม.ค. 2569"),
        ("คนและเครื่องมือ", "จ้างช่างติดตั้งเพิ่ม 1 คน วันละ 600 บาท\nซื้อจักรเย็บผ้าอุตสาหกรรมใหม่ 1 ตัว 38,500 บาท"),
        ("การตลาด", "ลงโฆษณา Facebook/TikTok เดือนละ 3,000 บาท\nแจกคูปองลด 5% ให้ลูกบ้านคอนโดที่นิติช่วยประชาสัมพันธ์"),
    ]


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนแสนสุขวิทยาคม อ.เมืองชลบุรี จ.ชลบุรี", f"ใบแจ้งค่าบำรุงการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ธนกร แก้วประเสริฐ  ชั้น ม.2/4  เลขประจำตัว 41257"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่งานการเงิน หรือโอนเข้าบัญชีโรงเรียน ธ.ชลพาณิชย์ 204-1-30088-2 แล้วส่งสลิปให้ครูประจำชั้น",
              "ผู้ปกครอง นางพรรณี แก้วประเสริฐ"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "4,500"), ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "2,200"),
                           ("ค่าหนังสือและชุดพละ", "2,550"), ("ค่าประกันอุบัติเหตุ", "600")],
                "9,850", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "4,500"), ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "2,200"),
                           ("ค่าทัศนศึกษา เขาเขียว-ระยอง", "1,120"), ("ค่าประกันอุบัติเหตุ", "600")],
                "8,420", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
def _pea(period: str, readings: str, units: int, energy: str, ft: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chon Buri\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Surachet Kaewprasert\n"
        "Address: 54/21 Moo 4, Ban Suan, Mueang Chon Buri, Chon Buri 20000 (residence)\n"
        "Customer no. 020041173356\n"
        f"Billing period: {period}\n"
        f"Meter reading: {readings}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app."]


PEA_SEP = _pea("19 Aug 2025 - 18 Sep 2025", "31,206 -> 31,618", 412, "1,752.36", "163.65", "136.80", "2,091.03",
               "2 Oct 2025")
PEA_OCT = _pea("19 Sep 2025 - 18 Oct 2025", "31,618 -> 32,086", 468, "1,998.42", "185.90", "155.58", "2,378.12",
               "3 Nov 2025")
MOTOR_RENEWAL = [
    "EASTERN STAR INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chon Buri Branch, Sukhumvit Road, Mueang Chon Buri 20000  Tel. 038-273-600\n"
    "31 October 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Surachet Kaewprasert\n"
    "Vehicle: Isuzu D-Max Spark 1.9 (2021), pickup, registration 3KK-4172 Chon Buri\n"
    "Policy no. ES-MT-68-0447815   Current policy expires: 5 Dec 2025\n"
    "\n"
    "Renewal: Class 1, sum insured 520,000 THB (last year 580,000 THB)\n"
    "Net premium 17,648.00  Stamp duty 71.00  VAT 1,240.33\n"
    "Total premium: 18,959.33 THB (last year 17,820.00 THB)\n"
    "Deductible: 1,000 THB for each claim where the insured is at fault\n"
    "Please pay by 30 Nov 2025 to keep cover without a break.\n"
    "Compulsory insurance (CMI) 645.21 THB is billed separately.\n"
    "Agent: Khun Orawan 084-118-6250",
]
HOSPITAL_BILL = [
    "CHON PATTANA HOSPITAL\n"
    "112 Phraya Satja Road, Mueang Chon Buri 20000  Tel. 038-054-999\n"
    "\n"
    "IN-PATIENT STATEMENT / RECEIPT No. IP-25-10-08817\n"
    "Patient: Mrs. Boonruean Thongdee (age 74)   HN 65-018842\n"
    "Admitted: 12 Oct 2025   Discharged: 16 Oct 2025 (4 nights)\n"
    "Diagnosis: community-acquired pneumonia\n"
    "\n"
    "Room and board, 4 nights x 2,200 ......... 8,800.00\n"
    "Medicines and supplies ................... 9,460.00\n"
    "Laboratory and chest X-ray ............... 6,350.00\n"
    "Nursing and service charges .............. 4,120.00\n"
    "Doctor fees .............................. 7,500.00\n"
    "TOTAL CHARGES 36,230.00 THB\n"
    "Less: paid by insurer (Siam Care health policy) 25,000.00\n"
    "PAID BY PATIENT 11,230.00 THB (credit card, 16 Oct 2025)\n"
    "\n"
    "Follow-up: 20 Nov 2025, 09:30, Chest Clinic, Dr. Kittipong, 2nd floor.\n"
    "Relative: Mrs. Pannee Kaewprasert (daughter) 089-614-2275",
]

# ---------------------------------------------------------------- notes, chats, emails
JURISTIC_EMAIL = """From: The Sea Residence Bang Saen - Juristic Office <juristic@theseabangsaen.co.th>
To: Pannee Curtain <panneecurtain@gmail.com>
Cc: Malinee Sriwong <malinee.sw@gmail.com>
Date: Sat, 8 Nov 2025 10:24:51 +0700
Subject: Unit B-1208 - contractor registration and installation rules

Dear Khun Pannee,

The owner of unit B-1208 (Khun Malinee Sriwong) has told us that your shop will install curtains in her unit.
Please follow the building rules below.

1. Working hours: Monday to Saturday, 09:00-17:00. Drilling is allowed 10:00-16:00 only.
   No work on Sundays and public holidays.
2. Register the names of all workers, with copies of their ID cards, at least 3 working days before the work.
3. A refundable damage deposit of 3,000 THB per job is paid at the juristic office before work starts.
   It is returned within 7 days after our inspection.
4. Use service lift no. 2 only and cover the lift walls and the corridor floor.
5. Contractor vehicles may park at visitor parking B1 for up to 4 hours free of charge.
6. Take all packaging and fabric offcuts out of the building the same day.

Best regards,
Jiraporn Sangthong
Juristic Manager, The Sea Residence Bang Saen
Tel. 038-190-552
"""

TEXTS = {
    "ร้านม่านพรรณี/งานหน้างาน/email_TheSea_juristic_rules.txt": JURISTIC_EMAIL,
    "ร้านม่านพรรณี/แชท/แชทไลน์_คุณแพร_คอนโด1208.txt": """[28 ต.ค. 68 19:40] ณี ม่านพรรณี: คุณแพรคะ ราคาคร่าวๆ ม่านจีบทั้งห้อง รวม VAT ประมาณ 42,800 นะคะ ถ้าเปลี่ยนเป็นม่านลอนจะบวกเพิ่มนิดหน่อยค่ะ
[1 พ.ย. 68 11:05] แพร 1208: พี่ณีคะ แพรเอาม่านลอนค่ะ แล้วขอม่านม้วนห้องครัวด้วย
[3 พ.ย. 68 10:12] ณี ม่านพรรณี: ส่งใบเสนอราคาแก้ไขให้แล้วนะคะ ม่านลอนห้องนั่งเล่นกับห้องนอนใหญ่ เพิ่มม่านม้วนห้องครัว รวม VAT 48,150 บาทค่ะ
[3 พ.ย. 68 12:40] แพร 1208: แพงขึ้นเยอะเลยค่ะพี่ ขอ 45,000 ถ้วนได้มั้ยคะ
[3 พ.ย. 68 13:05] ณี ม่านพรรณี: 45,000 ไม่ไหวจริงๆค่ะ ผ้า Luna ปีนี้ขึ้นราคา พี่ให้ 47,000 รวม VAT ค่ะ
[3 พ.ย. 68 19:22] แพร 1208: 46,000 ได้ไหมคะ ตัดม่านครัวออกก็ได้
[3 พ.ย. 68 20:01] ณี ม่านพรรณี: เอางี้ค่ะ เก็บม่านครัวไว้ให้ 46,500 รวม VAT ติดตั้งฟรี จบนะคะ
[3 พ.ย. 68 20:15] แพร 1208: ตกลงค่ะ 46,500 มัดจำเท่าไหร่คะ
[3 พ.ย. 68 20:18] ณี ม่านพรรณี: มัดจำ 20,000 ค่ะ ที่เหลือ 26,500 จ่ายวันติดตั้งนะคะ
[5 พ.ย. 68 09:30] แพร 1208: โอนมัดจำ 20,000 แล้วนะคะ
[10 พ.ย. 68 16:45] ณี ม่านพรรณี: คุณแพรคะ ผ้า Luna ล็อตใหม่เข้าช้า ขอเลื่อนติดตั้งจากเสาร์ 15 พ.ย. เป็นอังคาร 18 พ.ย. 10 โมงนะคะ
[10 พ.ย. 68 17:02] แพร 1208: ได้ค่ะ เดี๋ยวแพรแจ้งนิติให้ค่ะ
""",
    "ร้านม่านพรรณี/แชท/แชทไลน์_ป้าศรี_ช่างเย็บ.txt": """[1 พ.ย. 68 08:15] ป้าศรี: ณี ป้าส่งม่านหมอวิภาครบแล้วนะ รีดแล้วด้วย
[1 พ.ย. 68 08:20] ณี ม่านพรรณี: ขอบคุณค่ะป้า ค่าเย็บเดือนตุลาโอนให้แล้วเมื่อวานนะคะ 14,360
[6 พ.ย. 68 20:30] ป้าศรี: ณี ป้าขอขึ้นค่าเย็บม่านลอนนะ ตอนนี้เมตรละ 100 มันเย็บยากกว่าม่านจีบเยอะ ขอเมตรละ 130
[6 พ.ย. 68 20:52] ณี ม่านพรรณี: 130 หนักไปค่ะป้า ลูกค้ากดราคาทุกงาน ณีให้ 110 ได้มั้ยคะ
[6 พ.ย. 68 21:10] ป้าศรี: 110 ไม่ไหวลูก ค่าไฟค่าด้ายขึ้นหมด 125 ละกัน
[7 พ.ย. 68 07:45] ณี ม่านพรรณี: งั้นเจอกันตรงกลาง ม่านลอนเมตรละ 120 เริ่ม 1 ธ.ค. นะคะป้า ม่านจีบเมตรละ 90 เท่าเดิม
[7 พ.ย. 68 08:02] ป้าศรี: เอา 120 ก็ได้ เริ่ม 1 ธ.ค. ตามนั้น
[12 พ.ย. 68 14:30] ณี ม่านพรรณี: ป้าคะ ม่านห้อง 1208 ขอภายในวันจันทร์ที่ 17 นะคะ ติดตั้ง 18
[12 พ.ย. 68 14:41] ป้าศรี: ได้จ้ะ
""",
    "ร้านม่านพรรณี/บัญชี/ค่าจ้างเย็บ_ต.ค.68.md": """# ค่าจ้างเย็บ เดือนตุลาคม 2568

| ช่างเย็บ | งาน | จำนวน | อัตรา | รวม |
|---|---|---|---|---|
| นางศรีสุดา บุญยืน | ม่านลอน | 86 เมตร | 100 บาท/เมตร | 8,600 บาท |
| นางศรีสุดา บุญยืน | ม่านจีบ | 64 เมตร | 90 บาท/เมตร | 5,760 บาท |
| นางสาวเมธาวี ใจดี | ม่านจีบ | 52 เมตร | 90 บาท/เมตร | 4,680 บาท |
| นางสาวเมธาวี ใจดี | ประกอบม่านม้วน | 38 บาน | 60 บาท/บาน | 2,280 บาท |

- นางศรีสุดา บุญยืน รวม 14,360 บาท
- นางสาวเมธาวี ใจดี รวม 6,960 บาท
- รวมค่าจ้างเย็บ ต.ค. 21,320 บาท โอนแล้ว 31 ต.ค. 2568
""",
    "ร้านม่านพรรณี/บิลลูกค้า/ลูกค้าค้างชำระ_15พ.ย.68.md": """# ลูกค้าค้างชำระ (ณ 15 พ.ย. 2568)

| ลูกค้า | งาน | ยอดงาน | รับแล้ว | ค้าง | นัดจ่าย |
|---|---|---|---|---|---|
| คุณมาลินี ศรีวงศ์ | ม่านลอน เดอะซี B-1208 | 46,500 | 20,000 | 26,500 | วันติดตั้ง 18 พ.ย. |
| ร้านกาแฟ Sea Breeze บางแสน | มู่ลี่ไม้ 6 บาน | 12,840 | 6,000 | 6,840 | 30 พ.ย. |
| ลุงประยูร ซอยวัดแสนสุข | ซ่อมรางม่าน เปลี่ยนรอก | 1,450 | 0 | 1,450 | ต้นเดือน |

รวมค้างทั้งหมด 34,790 บาท
หอพักเฮือนสุข (เฮียชัย) ยังไม่เริ่มงาน มัดจำ 30,000 บาท ยังไม่โอน
""",
    "ร้านม่านพรรณี/งานหน้างาน/วัดหน้างาน_บ้านหมอวิภา_18 ต.ค. 68.md": """# วัดหน้างาน บ้านหมอวิภา (หมู่บ้านชลลดา บ้านสวน) 18 ต.ค. 68

| จุด | ขนาด กว้าง x สูง | แบบ |
|---|---|---|
| ห้องนั่งเล่น | 3.60 x 2.50 ม. | ม่านจีบ Blackout สีเทา |
| ห้องนอน 1 | 2.40 x 2.20 ม. | ม่านจีบ Blackout สีครีม |
| ห้องนอน 2 (ห้องลูก) | 1.80 x 1.40 ม. | ม่านม้วน Dimout ลายการ์ตูน |
| ประตูบานเลื่อนห้องครัว | 2.00 x 2.10 ม. | มู่ลี่อลูมิเนียม สีขาว |

- ประเมินราคาหน้างาน 36,000 + VAT
- หมอขอติดตั้งวันเสาร์ ไม่ต้องเจาะผนังห้องนั่งเล่น ใช้ขายึดเพดาน
- มัดจำ 15,000 โอน 20 ต.ค.
""",
    "ร้านม่านพรรณี/งานหน้างาน/ตารางติดตั้ง_พ.ย.68.md": """# ตารางติดตั้ง พฤศจิกายน 2568 (พี่เชษฐ์ + น้องบอม)

| วันที่ | ลูกค้า | งาน | หมายเหตุ |
|---|---|---|---|
| 12 พ.ย. | ร้านกาแฟ Sea Breeze | มู่ลี่ไม้ 6 บาน | |
| 18 พ.ย. | คุณแพร เดอะซี B-1208 | ม่านลอน 2 ชุด ม่านโปร่ง ม่านม้วน 2 บาน | เลื่อนจาก 15 พ.ย. ใช้ลิฟต์ขนของตัวที่ 2 |
| 21 พ.ย. | ลุงประยูร | ซ่อมรางม่าน | |
| 25 พ.ย. | คุณต่าย ทาวน์โฮม พานทอง | วัดหน้างาน | |

ธ.ค. 1–3: หอพักเฮือนสุข 40 ห้อง (รอเลือกเจ้าม่านม้วน)
""",
    "ร้านม่านพรรณี/วิธีดูแลผ้าม่าน_ให้ลูกค้า.md": """# วิธีดูแลผ้าม่าน (แจกลูกค้า)
- ผ้า Blackout ซักมือหรือเครื่องโหมดถนอมผ้า น้ำเย็น ห้ามปั่นแห้งแรง
- ผ้าโปร่ง Voile ใส่ถุงซักก่อนเข้าเครื่อง ตากในร่ม
- ม่านม้วน เช็ดด้วยผ้าหมาดๆ ห้ามแช่น้ำ
- ดูดฝุ่นทุก 2 สัปดาห์ ซักใหญ่ปีละ 1-2 ครั้ง
- บริการถอด-ซัก-รีด-ติดตั้งคืน เมตรละ 80 บาท
""",
    "บ้าน/แม่/นัดหมอแม่.md": """# นัดหมอแม่ (ยายเรือน)
- ปอดอักเสบ นอน รพ.ชลพัฒนา 12-16 ต.ค. 68
- นัดติดตามอาการ 20 พ.ย. 68 เวลา 9.30 น. คลินิกโรคปอด ชั้น 2 หมอกิตติพงษ์ (ตุ๊กพาไป)
- ยาความดันกับยาขยายหลอดลม เดือนละประมาณ 1,380 บาท
- ประกันสุขภาพแม่ (สยามแคร์) วงเงินค่ารักษาต่อครั้ง 25,000
- หมอให้ฉีดวัคซีนไข้หวัดใหญ่ก่อนหน้าหนาว
""",
    "บ้าน/แชทไลน์_บ้านแก้วประเสริฐ.txt": """[16 ต.ค. 68 17:20] ณี: แม่ออกจากโรงบาลแล้วนะ ค่ารักษาทั้งหมด 36,230 ประกันจ่ายให้ 25,000 ส่วนที่เราจ่ายเอง 11,230 พี่รูดบัตรไปก่อน
[16 ต.ค. 68 18:02] ตุ๊ก: ขอบคุณพี่ณี เดี๋ยวตุ๊กหารครึ่งนะ คนละ 5,615
[16 ต.ค. 68 18:10] ตุ๊ก: แต่ตุ๊กซื้อยาแม่ตอนกลับบ้านไปแล้ว 1,380 หักจากส่วนของตุ๊กได้มั้ยพี่
[16 ต.ค. 68 18:15] ณี: ได้จ้ะ งั้นตุ๊กโอนมา 4,235 พอ
[17 ต.ค. 68 08:40] ตุ๊ก: โอนแล้วนะพี่ 4,235
[3 พ.ย. 68 21:05] เชษฐ์: ประกันรถกระบะส่งมาแล้ว ปีนี้ 18,959.33 แพงขึ้นแต่ทุนประกันลดอีก ต้องจ่ายก่อน 30 พ.ย.
[3 พ.ย. 68 21:12] ณี: ลองถามเจ้าอื่นดูก่อนมั้ย
[5 พ.ย. 68 19:30] ณี: กล้า ค่าเทอมเทอมนี้ 8,420 แม่โอนให้วันที่ 12 นะ
[5 พ.ย. 68 19:34] กล้า: ครับแม่ ครูบอกต้องจ่ายก่อน 14 พ.ย. ครับ
[10 พ.ย. 68 20:00] ณี: แม่นัดหมอ 20 พ.ย. 9 โมงครึ่ง วันนั้นพี่ติดงาน
[10 พ.ย. 68 20:06] ตุ๊ก: ตุ๊กลางานพาแม่ไปเองพี่
""",
    "บ้าน/รายจ่ายบ้าน_ต.ค.68.md": """# รายจ่ายบ้าน ตุลาคม 2568

| รายการ | จำนวนเงิน | หมายเหตุ |
|---|---|---|
| ค่าไฟบ้าน (บิลเดือน ก.ย.) | 2,091.03 | จ่าย 1 ต.ค. |
| ค่าน้ำประปา | 286.00 | |
| อินเทอร์เน็ต | 641.93 | |
| ค่ากับข้าว | 10,400.00 | |
| ค่ารถตู้รับส่งกล้า | 1,500.00 | |
| ค่างวดรถกระบะ Isuzu | 9,870.00 | งวดที่ 41/60 |
| ค่าโรงบาลแม่ ส่วนที่จ่ายเอง | 11,230.00 | ตุ๊กคืนมา 4,235 |
| ค่ายาแม่ | 1,380.00 | ตุ๊กจ่าย |
| ค่าเรียนพิเศษกล้า | 2,800.00 | คณิต |
| ทำบุญ/งานบวชหลานข้างบ้าน | 1,535.00 | |

รวมทั้งเดือน 41,733.96 บาท
""",
}
TODO = {"todo.md": """- โอนค่าเทอมกล้า ก่อน 14 พ.ย.
- ส่งรายชื่อช่าง + บัตรประชาชนให้นิติเดอะซี ก่อนติดตั้ง 18 พ.ย.
- เลือกเจ้าม่านม้วนหอพักเฮือนสุข (สยามบลายด์ หรือ ม่านม้วนชลบุรี)
- ต่อประกันรถกระบะ ก่อน 30 พ.ย.
- ตุ๊กพาแม่ไปหาหมอ 20 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านม่านพรรณี"
    quotes, bills, suppliers, site, books = (shop / "ใบเสนอราคา", shop / "บิลลูกค้า", shop / "Suppliers",
                                             shop / "งานหน้างาน", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, bills, suppliers, site, books, shop / "แชท", home / "Bills", home / "ประกันรถ",
                   home / "ค่าเทอมกล้า", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT-2568-087_เดอะซี1208_ร่าง.docx", CONDO_DRAFT, CONDO_DRAFT_TABLE, bottom=CONDO_DRAFT_BOTTOM)
    write_docx(quotes / "QT-2568-087_เดอะซี1208_final v2.docx", CONDO_FINAL, CONDO_FINAL_TABLE,
               bottom=CONDO_FINAL_BOTTOM)
    make_pdf(quotes / "SiamBlind_quotation_HeuanSuk_Nov2025.pdf", SIAMBLIND_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_ม่านม้วนชลบุรี_หอพักเฮือนสุข.docx", CHONBURI_BLIND, CHONBURI_BLIND_TABLE,
               bottom=CHONBURI_BLIND_BOTTOM)
    make_pdf(bills / "Invoice INV-6811-042 Dr Wipa.pdf", WIPA_INVOICE)
    write_docx(bills / "ใบเสร็จ_RC-6811-019_หมอวิภา.docx", WIPA_RECEIPT, WIPA_RECEIPT_TABLE, bottom=WIPA_RECEIPT_BOTTOM)
    write_docx(suppliers / "ราคาผ้า_ไทยเดรปเปอรี่_2568.docx", FABRIC_2568, FABRIC_2568_TABLE, bottom=FABRIC_2568_BOTTOM)
    make_pdf(suppliers / "ThaiDrapery_pricelist_2024.pdf", FABRIC_2024)
    _sales_book(books / "ยอดขายร้านม่าน_2568.xlsx", "2568", [CURTAINS_2568, BLINDS_2568, INSTALL_2568],
                [FABRIC_COST_2568, SEWING_2568, INSTALLER_2568, RENT_2568, FUEL_2568])
    _sales_book(books / "ยอดขายร้านม่าน_2567.xlsx", "2567", [CURTAINS_2567, BLINDS_2567, INSTALL_2567],
                [FABRIC_COST_2567, SEWING_2567, INSTALLER_2567, RENT_2567, FUEL_2567])
    write_slides(shop / "แผนร้าน 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกันรถ" / "EasternStar_motor_renewal_2025.pdf", MOTOR_RENEWAL)
    write_docx(home / "ค่าเทอมกล้า" / "ค่าเทอม_กล้า_ม.2 เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมกล้า" / "ค่าเทอม_กล้า_ม.2 เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "แม่" / "ChonPattana_hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
