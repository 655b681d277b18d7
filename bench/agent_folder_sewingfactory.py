"""The sewingfactory folder: the papers of a Thai couple who run a small uniform sewing workshop, written by code.

The owners are คุณวันเพ็ญ ศรีสวัสดิ์ (พี่เพ็ญ) and her husband ประเสริฐ ศรีสวัสดิ์ (พี่เสริฐ). They run
"วันเพ็ญการ์เมนต์" (Wanphen Garment), 112/4 หมู่ 3 ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี 70120: a workshop behind the
house with eight machines that sews school uniforms for schools around Photharam and polo shirts for companies,
on order. Five sewers are paid by the piece: นางสาวแพรวา ทองดี (แพร), นางสมหญิง ใจดี (ป้าหญิง), นางจันทร์เพ็ญ
สุขเกษม (พี่จันทร์), นางสาวนิภา บุญรอด (นิด) and นายสุรชัย มีสุข (ช่างชัย, buttonholes and buttons). Their son
ต้นข้าว (ด.ช.ธนกร) is in ม.2; Wanphen's mother นางบุญมี แก้วมณี (ยายมี) was in hospital in early November.
The shop is VAT-registered. It is late November 2568 (2025).

Documents/วันเพ็ญการ์เมนต์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_บ้านเลือกวิทยา_ร่าง v1.docx: draft quote QT-2568-031 (15 ต.ค. 2568) to โรงเรียนบ้านเลือก
  วิทยา for the new ม.1 uniforms: 450 shirts at 185, 220 trousers at 210, 230 skirts at 230; 182,350 before VAT,
  195,114.50 with VAT; deposit 40%. Never sent.
- ใบเสนอราคา/ใบเสนอราคา_บ้านเลือกวิทยา_ฉบับส่ง v2.docx: the sent final (22 ต.ค. 2568): shirts 178, trousers 205,
  skirts 220; 175,800 before VAT, VAT 12,306, 188,106 in all; deposit 50,000; delivery by 15 มี.ค. 2569.
- ใบเสนอราคา/Quotation_QT-2568-027_RatchaburiCeramic_polo.pdf: English quote (8 Oct 2025) to Ratchaburi Ceramic
  Co., Ltd.: 240 polo shirts at 245 + logo embroidery 35; 67,200 + VAT 4,704 = 71,904.
- ลูกค้า/email_คุณนก_HR_ราชบุรีเซรามิก.txt: email from the firm's HR (ณัฐญา คำสุข, คุณนก), 13 Oct 2025: the order
  goes up to 260 shirts, sizes, deposit 30,000 on 14 Oct, deliver by 7 Nov 2025.
- ลูกค้า/Invoice INV-2568-031 Ratchaburi Ceramic.pdf: English invoice (10 Nov 2025) for 260 shirts: 72,800 + VAT
  5,096 = 77,896, less deposit 30,000, balance 47,896 due 25 Nov 2025.
- ลูกค้า/ใบเสร็จรับเงิน_RC-2568-044_ราชบุรีเซรามิก.docx: Thai receipt (24/11/2568) from บริษัท ราชบุรีเซรามิก
  จำกัด: invoice balance 47,896.00, withholding tax 3% 2,184.00, transferred 45,712.00.
- ราคา/ราคารับตัดชุดนักเรียน_2567.docx: last year's price list in Thai (shirt 32-40 at 165, polo 230 + 30).
- ราคา/Wanphen_PriceList_2025.pdf: this year's price list in English (shirt 32-40 at 175, polo 245 + 35).
- ซัพพลายเออร์/ใบเสนอราคาผ้า_ทองไทยผ้า.docx: หจก.ทองไทยผ้า's quote for the school job's fabric: 1,000 yards of white
  TC at 38 and 450 yards of navy serge at 62, delivery 500: 66,400 + VAT = 71,048.
- ซัพพลายเออร์/Fabric_Quote_SampengTextile_Nov2025.pdf: Sampeng Textile Trading's quote for the same fabric:
  35.50 and 64 a yard, delivery 1,200: 65,500 + VAT = 70,085.
- ซัพพลายเออร์/SewTech_overlock_quotation.pdf: quote for two 4-thread overlock machines and one computerised
  lockstitch machine, 61,900 + VAT = 66,233.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, two sheets (income by month: school uniforms, company shirts,
  alterations; expenses by month: fabric, trims, piece-rate wages, workshop power, embroidery, machine loan),
  January to October.
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงช่างเย็บ_ก.ย.68.md: September piece-rate wages (polo at 15 a piece), 33,020 in all.
- บัญชี/ค่าแรงช่างเย็บ_ต.ค.68.md: October piece-rate wages (polo at 16), 32,020 gross, advances 3,000, 29,020 paid.
- แชท/แชทไลน์_ครูศรี_บ้านเลือกวิทยา.txt: LINE chat with the school's buyer ครูศรี: budget 185,000, settled shirts at
  172 and skirts at 215: 171,950 + VAT = 183,986.50; deposit 50,000 paid 4 พ.ย.
- แชท/แชทไลน์_กลุ่มช่างเย็บวันเพ็ญ.txt: LINE group with the sewers: the polo rate goes from 15 (asked 18, 17) to
  16 a piece plus a 300 bonus each.
- แผนงานปี 2569.pptx: slides, next year's plan (2,100,000 target, two overlock machines, two more sewers).
- ตารางส่งงาน_พ.ย.68.md: the November delivery and fitting schedule.
- วิธีวัดตัว_ไซส์เสื้อ.md: how to measure children and the size chart.

Documents/บ้าน/ (the household)
- บิลไฟ/PEA_bill_Sep2025.pdf (1,973.30, due 6 Oct 2025) and บิลไฟ/PEA_bill_Oct2025.pdf (1,863.17, due
  5 Nov 2025): English electricity bills of the house meter.
- ประกัน/ChaiyoLife_premium_notice_2025.pdf: Prasert's life policy, annual premium 18,960 due 15 Dec 2025.
- ค่าเทอมต้นข้าว/ค่าเทอม_ต้นข้าว_เทอม1-2568.docx (24,300, by 12 พ.ค. 2568) and
  ค่าเทอมต้นข้าว/ค่าเทอม_ต้นข้าว_เทอม2-2568.docx (22,900, by 28 พฤศจิกายน 2568).
- ยายมี/ใบแจ้งค่ารักษา_ยายมี_รพ.แม่กลองเวชการ.docx: the mother's hospital bill, 02/11/68 - 05/11/68, 16,610 in
  all, insurer paid 12,000, 4,610 paid by the family.
- เงินกู้/MaeklongBank_loan_statement_Oct2025.pdf: the machine loan (150,000, 3,630 a month), 130,795.40 left.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("วันเพ็ญการ์เมนต์ (Wanphen Garment) 112/4 หมู่ 3 ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี 70120 "
            "โทร 089-204-7735 เลขประจำตัวผู้เสียภาษี 3-7004-00821-55-1")
SHOP_TOP_EN = ("WANPHEN GARMENT\n"
               "112/4 Moo 3, Ban Lueak, Photharam, Ratchaburi 70120  Tel. 089-204-7735\n"
               "Tax ID 3700400821551")

# ---------------------------------------------------------------- school quotes
SCHOOL_TO = "เรียน ครูศรีสุดา พงษ์ไพร หัวหน้างานพัสดุ โรงเรียนบ้านเลือกวิทยา อ.โพธาราม จ.ราชบุรี"
SCHOOL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-2568-031",
    "วันที่ 15 ตุลาคม 2568",
    SCHOOL_TO,
    "เรื่อง ชุดนักเรียนชั้น ม.1 ปีการศึกษา 2569 ปักชื่อโรงเรียนและอักษรย่อ บ.ล.ว.",
]
SCHOOL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("เสื้อนักเรียนเชิ้ตขาว ผ้าโทเร ปักชื่อ", "450 ตัว", "185", "83,250"),
    ("กางเกงนักเรียนชาย สีกากี", "220 ตัว", "210", "46,200"),
    ("กระโปรงนักเรียนหญิง จีบรอบ สีกรมท่า", "230 ตัว", "230", "52,900"),
    ("รวมก่อนภาษี", "", "", "182,350.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "12,764.50"),
    ("รวมทั้งสิ้น", "", "", "195,114.50"),
]
SCHOOL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 195,114.50 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 40% เมื่อสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งของ",
    "ร่าง ยังไม่ส่ง รอถามราคาผ้าจากทองไทยผ้ากับสำเพ็งก่อน (พี่เสริฐ)",
]
SCHOOL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (ฉบับแก้ไข v2)",
    "วันที่ 22 ตุลาคม 2568",
    SCHOOL_TO,
    "เรื่อง ชุดนักเรียนชั้น ม.1 ปีการศึกษา 2569 ปักชื่อโรงเรียนและอักษรย่อ บ.ล.ว.",
]
SCHOOL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("เสื้อนักเรียนเชิ้ตขาว ผ้าโทเร ปักชื่อ", "450 ตัว", "178", "80,100"),
    ("กางเกงนักเรียนชาย สีกากี", "220 ตัว", "205", "45,100"),
    ("กระโปรงนักเรียนหญิง จีบรอบ สีกรมท่า", "230 ตัว", "220", "50,600"),
    ("รวมก่อนภาษี", "", "", "175,800.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "12,306.00"),
    ("รวมทั้งสิ้น", "", "", "188,106.00"),
]
SCHOOL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 188,106 บาท (หนึ่งแสนแปดหมื่นแปดพันหนึ่งร้อยหกบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 50,000 บาท เมื่อออกใบสั่งซื้อ ส่วนที่เหลือชำระภายใน 30 วันหลังส่งของ",
    "วัดตัวนักเรียนที่โรงเรียน ส่งของภายในวันที่ 15 มีนาคม 2569 เปลี่ยนไซส์ได้ภายใน 7 วัน",
    "ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ วันเพ็ญ ศรีสวัสดิ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- ceramic polo order
CERAMIC_QUOTE = [
    SHOP_TOP_EN + "\n"
    "\n"
    "QUOTATION No. QT-2568-027        Date: 8 Oct 2025\n"
    "To: Ratchaburi Ceramic Co., Ltd., HR Department (Khun Nattaya)\n"
    "    88 Moo 7, Khao Cha-ngum, Photharam, Ratchaburi 70120\n"
    "Subject: staff polo shirts, navy, TC pique, logo embroidered on left chest\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Polo shirt, TC pique, navy, sizes S-2XL  240 pcs    245.00      58,800.00\n"
    "Logo embroidery, left chest (8 cm)       240 pcs     35.00       8,400.00\n"
    "Subtotal                                                        67,200.00\n"
    "VAT 7%                                                           4,704.00\n"
    "TOTAL                                                           71,904.00 THB\n"
    "\n"
    "Deposit 30,000 THB with the purchase order; balance within 15 days of the invoice.\n"
    "Delivery 25 days after the deposit. Sizes 3XL and up add 20 THB per piece.\n"
    "This quotation is valid for 30 days.\n"
    "Wanphen Srisawat, owner",
]
CERAMIC_EMAIL = """From: Nattaya Khamsuk <nattaya.k@ratchaburiceramic.co.th>
To: wanphengarment@gmail.com
Date: Mon, 13 Oct 2025 16:20
Subject: PO-RC-25-1187 เสื้อโปโลพนักงาน - เพิ่มจำนวนเป็น 260 ตัว

เรียน คุณวันเพ็ญ

ตามใบเสนอราคา QT-2568-027 ลงวันที่ 8 ต.ค. 2568 บริษัทฯ ขอสั่งเสื้อโปโลพนักงาน แต่ขอเพิ่มจำนวนจาก 240 ตัว
เป็น 260 ตัว (พนักงานใหม่กะดึก 20 คน) ราคาเดิม ตัวละ 245 บาท ค่าปักโลโก้ตัวละ 35 บาท (ยังไม่รวม VAT)

แยกไซส์ดังนี้
S 30 / M 85 / L 90 / XL 40 / 2XL 15  รวม 260 ตัว

บริษัทฯ จะโอนมัดจำ 30,000 บาท ในวันที่ 14 ต.ค. 2568 รบกวนส่งของที่ฝ่ายบุคคล ภายในวันที่ 7 พ.ย. 2568
ใบแจ้งหนี้กรุณาออกในนาม บริษัท ราชบุรีเซรามิก จำกัด (สำนักงานใหญ่) เลขผู้เสียภาษี 0705547000318
บริษัทฯ จะหักภาษี ณ ที่จ่าย 3% ค่าจ้างทำของ ตอนจ่ายงวดสุดท้าย

ขอบคุณค่ะ
ณัฐญา คำสุข (นก)
ฝ่ายบุคคล บริษัท ราชบุรีเซรามิก จำกัด
โทร 032-358-410 ต่อ 112
"""
CERAMIC_INVOICE = [
    SHOP_TOP_EN + "\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2568-031\n"
    "Date: 10 Nov 2025          Due date: 25 Nov 2025\n"
    "Customer: Ratchaburi Ceramic Co., Ltd. (Head Office), Tax ID 0705547000318\n"
    "Your PO: PO-RC-25-1187. Delivered 7 Nov 2025.\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Polo shirt, TC pique, navy              260 pcs    245.00      63,700.00\n"
    "Logo embroidery, left chest             260 pcs     35.00       9,100.00\n"
    "Subtotal                                                        72,800.00\n"
    "VAT 7%                                                           5,096.00\n"
    "Total                                                           77,896.00\n"
    "Less deposit received 14 Oct 2025                              -30,000.00\n"
    "BALANCE DUE                                                     47,896.00 THB\n"
    "\n"
    "Please transfer to Maeklong Bank, Photharam branch, Wanphen Garment, account 402-7-61138-9,\n"
    "and send the slip to LINE ID wanphen.garment. Thank you.",
]
CERAMIC_RECEIPT = [
    SHOP_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-2568-044",
    "วันที่ 24/11/2568",
    "ได้รับเงินจาก บริษัท ราชบุรีเซรามิก จำกัด (สำนักงานใหญ่) เลขประจำตัวผู้เสียภาษี 0705547000318",
    "ชำระงวดสุดท้าย ค่าเสื้อโปโลพนักงาน 260 ตัว ตามใบแจ้งหนี้ INV-2568-031 ลงวันที่ 10 พ.ย. 2568",
]
CERAMIC_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดคงเหลือตามใบแจ้งหนี้ (หลังหักมัดจำ 30,000)", "47,896.00"),
    ("หัก ภาษีหัก ณ ที่จ่าย 3% (ของ 72,800.00)", "2,184.00"),
    ("รับเงินโอนสุทธิ", "45,712.00"),
]
CERAMIC_RECEIPT_BOTTOM = [
    "รับโอนเข้าบัญชีธนาคารแม่กลอง สาขาโพธาราม เมื่อวันที่ 24 พ.ย. 2568",
    "ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่ายแล้ว",
    "ผู้รับเงิน ประเสริฐ ศรีสวัสดิ์",
]

# ---------------------------------------------------------------- price lists
PRICES_2567 = ["วันเพ็ญการ์เมนต์ รับตัดชุดนักเรียน เสื้อบริษัท", "ใบราคา ปี 2567 (ราคาต่อตัว ยังไม่รวม VAT)",
               "สั่งขั้นต่ำ 50 ตัว ปักชื่อฟรี"]
PRICES_2567_TABLE = [
    ("รายการ", "ราคา"),
    ("เสื้อนักเรียนเชิ้ตขาว ไซส์ 32-40", "165 บาท"),
    ("เสื้อนักเรียนเชิ้ตขาว ไซส์ 42-46", "180 บาท"),
    ("กางเกงนักเรียน สีกากี/กรมท่า", "195 บาท"),
    ("กระโปรงนักเรียน จีบรอบ", "210 บาท"),
    ("เสื้อพละ ผ้าไมโคร", "150 บาท"),
    ("เสื้อโปโลบริษัท ผ้าจูติ TC", "230 บาท"),
    ("ปักโลโก้บริษัท (ไม่เกิน 9 ซม.)", "30 บาท"),
]
PRICES_2567_BOTTOM = ["งานด่วนภายใน 10 วัน บวกเพิ่ม 15%", "มัดจำ 30% เมื่อสั่ง",
                      "ติดต่อ พี่เพ็ญ 089-204-7735 LINE wanphen.garment"]
PRICES_2025 = [
    SHOP_TOP_EN + "\n"
    "\n"
    "PRICE LIST 2025 - SCHOOL UNIFORMS AND COMPANY SHIRTS\n"
    "Valid 1 January 2025 - 31 December 2025. THB per piece, before VAT 7%.\n"
    "Minimum order 50 pieces. School name embroidery free.\n"
    "\n"
    "School shirt, white, sizes 32-40 ............ 175\n"
    "School shirt, white, sizes 42-46 ............ 190\n"
    "School trousers, khaki or navy .............. 205\n"
    "School skirt, pleated ....................... 220\n"
    "PE shirt, micro fabric ...................... 160\n"
    "Company polo shirt, TC pique ................ 245\n"
    "Logo embroidery (up to 9 cm) ................. 35\n"
    "\n"
    "Rush orders within 10 days: add 15%. Deposit 30% with the order.\n"
    "Contact: Khun Wanphen (Phen) 089-204-7735, LINE wanphen.garment",
]

# ---------------------------------------------------------------- suppliers
FABRIC_THONGTHAI = [
    "ห้างหุ้นส่วนจำกัด ทองไทยผ้า จำหน่ายผ้าชุดนักเรียน ผ้าโทเร ผ้าเสิร์ท",
    "45 ถ.คฑาธร ต.หน้าเมือง อ.เมือง จ.ราชบุรี 70000 โทร 032-337-216",
    "ใบเสนอราคา เลขที่ TT-0968/112  วันที่ 27 ตุลาคม 2568",
    "เรียน คุณวันเพ็ญ ศรีสวัสดิ์ วันเพ็ญการ์เมนต์",
    "เรื่อง ผ้าสำหรับชุดนักเรียน ม.1 โรงเรียนบ้านเลือกวิทยา",
]
FABRIC_THONGTHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหลา (บาท)", "รวม (บาท)"),
    ("ผ้าโทเรขาว TC 45\" สำหรับเสื้อนักเรียน", "1,000 หลา", "38.00", "38,000.00"),
    ("ผ้าเสิร์ทสีกรมท่า สำหรับกระโปรง", "450 หลา", "62.00", "27,900.00"),
    ("ค่าขนส่งถึงโพธาราม", "1 เที่ยว", "500.00", "500.00"),
    ("รวมก่อนภาษี", "", "", "66,400.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,648.00"),
    ("รวมทั้งสิ้น", "", "", "71,048.00"),
]
FABRIC_THONGTHAI_BOTTOM = [
    "รวมทั้งสิ้น 71,048 บาท ส่งของภายใน 5 วัน เครดิต 30 วัน",
    "ราคายืน 15 วัน ผ้าล็อตเดียวกันทั้งหมด สีไม่เพี้ยน",
    "เฮียกิม (คุณกิมเฮง แซ่ตั้ง) 081-944-2087",
]
FABRIC_SAMPENG = [
    "SAMPENG TEXTILE TRADING CO., LTD.\n"
    "312 Sampeng Lane, Chakkrawat, Samphanthawong, Bangkok 10100  Tel. 02-221-6094\n"
    "\n"
    "QUOTATION No. SPT-Q-2511-038       Date: 3 Nov 2025\n"
    "To: Wanphen Garment (Khun Wanphen), Photharam, Ratchaburi\n"
    "Re: fabric for school uniforms, Ban Lueak Wittaya School job\n"
    "\n"
    "White TC shirting 45 in.        1,000 yd  x 35.50    35,500.00\n"
    "Navy serge (skirt)                450 yd  x 64.00    28,800.00\n"
    "Delivery Bangkok - Photharam      1 trip              1,200.00\n"
    "Subtotal                                             65,500.00\n"
    "VAT 7%                                                4,585.00\n"
    "TOTAL                                                70,085.00 THB\n"
    "\n"
    "Payment: cash before delivery, or 50% deposit and balance on delivery.\n"
    "Delivery 7-10 days. Valid until 30 Nov 2025.\n"
    "Sales: Khun Somchai Tangsakul 086-118-5530",
]
SEWTECH_QUOTE = [
    "SEWTECH (THAILAND) CO., LTD.\n"
    "Industrial sewing machines and parts - Nakhon Pathom branch, Petchkasem Road\n"
    "QUOTATION No. STQ-2510-144     Date: 29 Oct 2025\n"
    "To: Wanphen Garment, Photharam, Ratchaburi\n"
    "\n"
    "Overlock machine 4-thread, direct drive      2 units x 18,500    37,000.00\n"
    "Computerised lockstitch, auto trimmer        1 unit  x 24,900    24,900.00\n"
    "Subtotal                                                         61,900.00\n"
    "VAT 7%                                                            4,333.00\n"
    "TOTAL                                                            66,233.00 THB\n"
    "\n"
    "Free delivery and set-up. Warranty 1 year on motor and control box.\n"
    "Installment plan through partner bank available. Valid 30 days.\n"
    "Sales: Khun Anucha 087-350-2219",
]

# ---------------------------------------------------------------- books
SCHOOL_2568 = [48500, 96200, 182400, 215600, 168300, 32400, 18600, 15200, 21800, 26400]
COMPANY_2568 = [35200, 28600, 41800, 22400, 18900, 46300, 52700, 38400, 73500, 58600]
ALTER_2568 = [6200, 5800, 7400, 9100, 8300, 6900, 6400, 5900, 6100, 6700]
FABRIC_2568 = [28400, 52600, 88300, 76900, 41200, 22700, 24100, 19800, 36500, 31200]
TRIMS_2568 = [4200, 7800, 12600, 11400, 6800, 3900, 4100, 3600, 5200, 4800]
WAGES_2568 = [24600, 38900, 61200, 66800, 52400, 21300, 22800, 18700, 33020, 32020]
POWER_2568 = [3100, 3400, 4300, 4700, 4200, 3300, 3200, 3050, 3350, 3280]
EMBROIDER_2568 = [2800, 4600, 9800, 11200, 7400, 3900, 4200, 2600, 10500, 9100]
LOAN_2568 = [0, 0, 0, 3630, 3630, 3630, 3630, 3630, 3630, 3630]
SCHOOL_2567 = [42300, 88700, 171500, 198400, 152600, 28900, 16400, 14100, 19800, 22700, 24600, 31200]
COMPANY_2567 = [31800, 26400, 38200, 19600, 17300, 41200, 47900, 35100, 44600, 51300, 62800, 70400]
ALTER_2567 = [5600, 5100, 6900, 8400, 7700, 6200, 5800, 5300, 5500, 6000, 6400, 7900]
FABRIC_2567 = [25300, 47800, 81200, 70400, 37600, 19900, 21800, 17600, 22400, 27300, 29800, 35100]
TRIMS_2567 = [3800, 7100, 11800, 10600, 6200, 3500, 3800, 3300, 4100, 4700, 5000, 5900]
WAGES_2567 = [22100, 35600, 56800, 61900, 48200, 19400, 20900, 17200, 23800, 27600, 30100, 33400]
POWER_2567 = [2900, 3100, 4000, 4400, 3900, 3100, 3000, 2850, 2950, 3000, 2950, 3050]
EMBROIDER_2567 = [2400, 4100, 8900, 10300, 6800, 3500, 3700, 2300, 4400, 5200, 6300, 7100]
LOAN_2567 = [0] * 12


def _shop_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับวันเพ็ญการ์เมนต์ ปี {year} (Monthly income {year}, THB before VAT)"])
    sheet.append(["เดือน (Month)", "ชุดนักเรียน (School uniforms)", "เสื้อบริษัท (Company shirts)",
                  "งานซ่อม/แก้ทรง (Alterations)", "รวม (Total)"])
    for index in range(len(income[0])):
        row = [column[index] for column in income]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายวันเพ็ญการ์เมนต์ ปี {year} (Workshop expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าผ้า (Fabric)", "ด้าย/กระดุม/ซิป (Trims)", "ค่าแรงช่างเหมา (Piece-rate wages)",
                  "ค่าไฟโรงงาน (Workshop power)", "ค่าจ้างปัก (Embroidery)", "ผ่อนจักร (Machine loan)",
                  "รวม (Total)"])
    for index in range(len(costs[0])):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2104.88, "PEA บิล ก.ค."), ("ค่าน้ำประปา (Water)", 264, ""),
                  ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 9600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3200, "กระบะพี่เสริฐ ส่งของ + รับส่งต้นข้าว"),
                  ("ค่าขนมต้นข้าว (Pocket money)", 2000, ""), ("ค่ายาของยาย (Yai's medicine)", 780, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 8420, "งวด 31/48")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2056.12, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 251, ""),
                  ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3450, "กระบะพี่เสริฐ ส่งของ + รับส่งต้นข้าว"),
                  ("ค่าขนมต้นข้าว (Pocket money)", 2000, ""), ("ค่ายาของยาย (Yai's medicine)", 780, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 8420, "งวด 32/48"),
                  ("ชุดลูกเสือต้นข้าว (Scout uniform)", 1150, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1973.30, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 238, ""),
                  ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 10200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, "ส่งของไปเซรามิก + สำเพ็ง"),
                  ("ค่าขนมต้นข้าว (Pocket money)", 2000, ""), ("ค่ายาของยาย (Yai's medicine)", 780, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 8420, "งวด 33/48"),
                  ("ทำบุญออกพรรษา (Temple)", 500, "")],
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
    top = ["โรงเรียนราชบุรีศึกษาวิทย์ อ.เมือง จ.ราชบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ธนกร ศรีสวัสดิ์  ชั้น ม.2/3  เลขประจำตัว 65218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารแม่กลอง 402-1-20577-3",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
                           ("ค่าเรียนคอมพิวเตอร์", "1,500"), ("ค่าหนังสือและแบบฝึกหัด", "3,250"),
                           ("ประกันอุบัติเหตุ", "350")], "24,300", "12 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
                           ("ค่าเรียนคอมพิวเตอร์", "1,500"), ("ค่าทัศนศึกษา กาญจนบุรี", "1,850"),
                           ("ประกันอุบัติเหตุ", "350")], "22,900", "28 พฤศจิกายน 2568")

# ---------------------------------------------------------------- hospital
HOSPITAL = [
    "โรงพยาบาลแม่กลองเวชการ  ถ.เพชรเกษม อ.โพธาราม จ.ราชบุรี  โทร 032-231-500",
    "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยใน)  เลขที่ IPD-68-08815",
    "ชื่อผู้ป่วย นางบุญมี แก้วมณี  อายุ 74 ปี  HN 0412257",
    "วันที่เข้ารักษา 02/11/68  วันที่ออก 05/11/68 (3 คืน)  การวินิจฉัย ปอดอักเสบ",
    "สิทธิการรักษา ประกันสุขภาพ ชัยโยประกันชีวิต (เคลมจ่ายตรง วงเงินครั้งละ 12,000 บาท)",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพักเดี่ยว 3 คืน (คืนละ 1,800)", "5,400.00"),
    ("ค่ายาและเวชภัณฑ์", "4,260.00"),
    ("ค่าตรวจทางห้องปฏิบัติการ", "2,150.00"),
    ("ค่าเอกซเรย์ปอด", "1,200.00"),
    ("ค่าแพทย์", "3,000.00"),
    ("ค่าบริการโรงพยาบาล", "600.00"),
    ("รวมค่ารักษาทั้งหมด", "16,610.00"),
    ("ประกันจ่ายตรง", "-12,000.00"),
    ("ส่วนเกินผู้ป่วยชำระเอง", "4,610.00"),
]
HOSPITAL_BOTTOM = [
    "ผู้ชำระเงิน นายประเสริฐ ศรีสวัสดิ์ (บุตรเขย) ชำระด้วยบัตรเดบิต 05/11/68",
    "นัดติดตามอาการ 19/11/68 เวลา 09.30 น. คลินิกอายุรกรรม",
]

# ---------------------------------------------------------------- household pdfs
def _pea(period: str, reading: str, units: int, energy: str, ft: str, vat: str, due_amount: str,
         due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Photharam Office\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Prasert Srisawat\n"
        "Address: 112/4 Moo 3, Ban Lueak, Photharam, Ratchaburi 70120 (house meter)\n"
        "Customer no. 020087310562\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {due_amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea("20 Aug 2025 - 19 Sep 2025", "31,204 -> 31,616", 412, "1,765.20", "40.79", "129.09", "1,973.30",
               "6 Oct 2025")
PEA_OCT = _pea("20 Sep 2025 - 19 Oct 2025", "31,616 -> 31,996", 380, "1,664.55", "38.51", "121.89", "1,863.17",
               "5 Nov 2025")
INSURANCE_NOTICE = [
    "CHAIYO LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ratchaburi Service Office, Sri Suriyawong Road\n"
    "14 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mr. Prasert Srisawat (age 46)\n"
    "Policy no. CYL-7731-0458\n"
    "Plan: Whole Life 99/20 with Health Care rider (room 2,500 THB a night)\n"
    "\n"
    "Annual premium: 18,960 THB (life 12,400 + health rider 6,560)\n"
    "Due date: 15 Dec 2025\n"
    "Grace period: 31 days. After the grace period the health rider stops.\n"
    "\n"
    "Related policy: Mrs. Boonmee Kaewmanee, Senior Health, renewal due 1 Mar 2026.\n"
    "Pay by bank transfer, at the service office, or through your agent Khun Pimchanok (081-657-2290).\n"
    "Premiums paid are tax-deductible up to the legal limit.\n"
    "Customer Service Department",
]
LOAN_STATEMENT = [
    "MAEKLONG BANK PUBLIC COMPANY LIMITED\n"
    "Photharam Branch, Photharam-Ban Pong Road, Ratchaburi 70120  Tel. 032-231-884\n"
    "\n"
    "LOAN ACCOUNT STATEMENT - October 2025\n"
    "Borrower: Mrs. Wanphen Srisawat (Wanphen Garment)\n"
    "Co-borrower: Mr. Prasert Srisawat\n"
    "Loan account: ML-SME-68-20714   Purpose: industrial sewing machines\n"
    "Loan amount: 150,000.00 THB, drawn 5 Mar 2025\n"
    "Interest: 7.50% per year, fixed for 2 years   Term: 48 months\n"
    "Monthly instalment: 3,630.00 THB, due on the 5th of each month\n"
    "\n"
    "Payment 5 Oct 2025 (instalment 7 of 48): 3,630.00\n"
    "   interest 834.94   principal 2,795.06\n"
    "Principal outstanding after this payment: 130,795.40 THB\n"
    "Next instalment due: 5 Nov 2025\n"
    "Late payment: default interest plus 3% per year on the overdue amount.\n"
    "\n"
    "Additional credit line for new machines can be requested from 5 Mar 2026\n"
    "(after 12 instalments on time). Contact: Khun Jiraporn, SME officer.",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(SCHOOL_2568) + sum(COMPANY_2568) + sum(ALTER_2568)
    return [
        ("แผนงานวันเพ็ญการ์เมนต์ ปี 2569", "Wanphen Garment - plan for 2026\nวันเพ็ญ & ประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nช่างเหมา 5 คน จักร 8 ตัว\n"
                         "ลูกค้าใหม่: บริษัท ราชบุรีเซรามิก (โปโล 260 ตัว)\n"
                         "ปัญหา: ผ้าขึ้นราคา, ช่างไม่พอช่วงมี.ค.–พ.ค."),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,100,000 บาท\nเสื้อบริษัทให้ได้ 40% ของรายรับ\nงานตีกลับต่ำกว่า 2%"),
        ("เครื่องจักร", "จักรโพ้ง 4 เส้น 2 ตัว + จักรคอม 1 ตัว งบ 66,233 บาท (SewTech)\n"
                        "ขอวงเงินเพิ่มจากธนาคารแม่กลองหลัง มี.ค. 2569"),
        ("คน", "รับช่างเหมาเพิ่ม 2 คน ก่อน ก.พ. 2569\nค่าเย็บโปโลตัวละ 16 บาท เสื้อนักเรียนตัวละ 12 บาท"),
        ("การตลาด", "ทำเพจ Facebook + LINE OA\nเข้าไปเสนอราคาโรงเรียนในอำเภอบ้านโป่งและดำเนินสะดวก"),
    ]


# ---------------------------------------------------------------- wages
WAGES_SEP = """# ค่าแรงช่างเย็บ (เหมาชิ้น) กันยายน 2568

อัตรา: เสื้อเชิ้ตนักเรียน 12 บาท/ตัว, กระโปรง 10 บาท/ตัว, กางเกง 14 บาท/ตัว, โปโล (งานโรงแรมสวนผึ้ง) 15 บาท/ตัว,
รังดุม+ติดกระดุม 2 บาท/ตัว

| ชื่อ-สกุล | งานที่ทำ | จำนวน (ตัว) | รวม |
|---|---|---|---|
| นางสาวแพรวา ทองดี | เชิ้ต 620 / โปโล 180 | 800 | 10,140 บาท |
| นางสมหญิง ใจดี | เชิ้ต 410 / กระโปรง 350 | 760 | 8,420 บาท |
| นางจันทร์เพ็ญ สุขเกษม | กระโปรง 280 / กางเกง 240 | 520 | 6,160 บาท |
| นางสาวนิภา บุญรอด | เชิ้ต 300 / โปโล 120 | 420 | 5,400 บาท |
| นายสุรชัย มีสุข | รังดุม+ติดกระดุม 1,450 | 1,450 | 2,900 บาท |

รวมจ่ายค่าแรง ก.ย. 33,020 บาท โอนแล้ว 1 ต.ค. 2568 ไม่มีใครเบิกล่วงหน้า
"""
WAGES_OCT = """# ค่าแรงช่างเย็บ (เหมาชิ้น) ตุลาคม 2568

อัตรา: เสื้อเชิ้ตนักเรียน 12 บาท/ตัว, กระโปรง 10 บาท/ตัว, กางเกง 14 บาท/ตัว, โปโลเซรามิก 16 บาท/ตัว (ตกลงใหม่ 9 ต.ค.),
รังดุม+ติดกระดุม 2 บาท/ตัว

| ชื่อ-สกุล | งานที่ทำ | ค่าแรง | เบิกล่วงหน้า | รับสุทธิ |
|---|---|---|---|---|
| นางสาวแพรวา ทองดี | เชิ้ต 540 / โปโล 150 | 8,880 บาท | 2,000 บาท | 6,880 บาท |
| นางสมหญิง ใจดี | เชิ้ต 480 / กระโปรง 300 | 8,760 บาท | - | 8,760 บาท |
| นางจันทร์เพ็ญ สุขเกษม | กระโปรง 260 / กางเกง 310 | 6,940 บาท | - | 6,940 บาท |
| นางสาวนิภา บุญรอด | เชิ้ต 260 / โปโล 110 | 4,880 บาท | 1,000 บาท | 3,880 บาท |
| นายสุรชัย มีสุข | รังดุม+ติดกระดุม 1,280 | 2,560 บาท | - | 2,560 บาท |

ค่าแรงรวม ต.ค. 32,020 บาท หักเบิกล่วงหน้า 3,000 บาท โอนจริง 29,020 บาท (1 พ.ย. 2568)
โบนัสงานโปโลเสร็จทัน 7 พ.ย. คนละ 300 บาท จ่ายรวมกับค่าแรง พ.ย.
"""

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "วันเพ็ญการ์เมนต์/บัญชี/ค่าแรงช่างเย็บ_ก.ย.68.md": WAGES_SEP,
    "วันเพ็ญการ์เมนต์/บัญชี/ค่าแรงช่างเย็บ_ต.ค.68.md": WAGES_OCT,
    "วันเพ็ญการ์เมนต์/ลูกค้า/email_คุณนก_HR_ราชบุรีเซรามิก.txt": CERAMIC_EMAIL,
    "วันเพ็ญการ์เมนต์/แชท/แชทไลน์_ครูศรี_บ้านเลือกวิทยา.txt": """[22/10/68 10:20] เพ็ญ วันเพ็ญการ์เมนต์: ครูศรีคะ ส่งใบเสนอราคาชุด ม.1 ฉบับแก้ไขให้แล้วนะคะ รวม VAT 188,106 บาทค่ะ
[22/10/68 13:45] ครูศรี บ.ล.ว.: ได้รับแล้วค่ะพี่เพ็ญ แต่งบที่ ผอ. อนุมัติมา 185,000 รวม VAT ค่ะ เสื้อลดเหลือตัวละ 170 ได้มั้ยคะ
[22/10/68 14:02] เพ็ญ วันเพ็ญการ์เมนต์: 170 พี่ไม่ไหวจริงๆค่ะครู ผ้าขึ้นราคาทุกเจ้า ขอ 175 นะคะ
[22/10/68 14:30] ครูศรี บ.ล.ว.: 175 ยังเกินงบนิดนึงค่ะ กระโปรงลดได้อีกไหมคะ กางเกงไม่เป็นไร
[23/10/68 09:10] เพ็ญ วันเพ็ญการ์เมนต์: งั้นเสื้อตัวละ 172 กระโปรงตัวละ 215 กางเกงเท่าเดิม 205 นะคะ รวม 171,950 บวก VAT เป็น 183,986.50 บาทค่ะ ไม่เกินงบ
[23/10/68 09:35] ครูศรี บ.ล.ว.: ตกลงค่ะ 183,986.50 เดี๋ยวทำใบสั่งซื้อ เลขที่ บลว.145/2568 ให้นะคะ มัดจำ 50,000 โอนต้นเดือน พ.ย.
[23/10/68 09:40] เพ็ญ วันเพ็ญการ์เมนต์: ขอบคุณมากค่ะครู เดี๋ยวพี่แก้ใบเสนอราคาส่งไปอีกรอบ
[4/11/68 11:02] ครูศรี บ.ล.ว.: โอนมัดจำ 50,000 แล้วนะคะพี่เพ็ญ
[4/11/68 11:15] เพ็ญ วันเพ็ญการ์เมนต์: ได้รับแล้วค่ะ เข้าไปวัดตัวเด็กวันที่ 20 พ.ย. ช่วงบ่ายนะคะ
[20/11/68 16:48] ครูศรี บ.ล.ว.: วันนี้วัดครบทุกห้องไหมคะ มีเด็กย้ายเข้าเพิ่ม 6 คนนะคะ
[20/11/68 17:05] เพ็ญ วันเพ็ญการ์เมนต์: ครบค่ะ เด็กเพิ่มพี่คิดราคาเดิมให้นะคะ
""",
    "วันเพ็ญการ์เมนต์/แชท/แชทไลน์_กลุ่มช่างเย็บวันเพ็ญ.txt": """[9 ต.ค. 68 19:02] พี่เพ็ญ: งานโปโลบริษัทเซรามิก 240 ตัว เข้าไลน์เย็บจันทร์ที่ 13 นะ ค่าเย็บตัวละ 15 เหมือนงานโรงแรมเดือนที่แล้ว
[9 ต.ค. 68 19:10] แพร: พี่เพ็ญ งานนี้มีกระเป๋าอกด้วย แล้วต้องเว้นที่ปักโลโก้ ขอตัวละ 18 ได้มั้ยคะ
[9 ต.ค. 68 19:14] ป้าหญิง: ป้าว่า 18 ก็สมควรนะเพ็ญ ผ้าจูติมันลื่น เย็บยาก
[9 ต.ค. 68 19:30] พี่เพ็ญ: 18 พี่ไม่ไหวจริงๆ บริษัทกดราคามาแล้ว ให้ 16 ละกันนะ
[9 ต.ค. 68 19:41] แพร: 17 ได้ป่าวคะพี่
[9 ต.ค. 68 19:55] พี่เพ็ญ: 16 บาทนะจ๊ะ แต่ถ้าเสร็จทันส่ง 7 พ.ย. พี่ให้โบนัสคนละ 300
[9 ต.ค. 68 20:01] นิด: โอเคค่ะพี่ 16 ก็ได้
[9 ต.ค. 68 20:03] แพร: ตกลงค่ะ ตัวละ 16 + โบนัส 300 นะคะ
[14 ต.ค. 68 08:15] พี่เพ็ญ: บริษัทเพิ่มเป็น 260 ตัวแล้วนะ แพรกับนิดแบ่งกันไป ใครว่างก็หยิบก่อน
[20 ต.ค. 68 12:30] แพร: พี่เพ็ญคะ หนูขอเบิกก่อน 2,000 นะคะ ค่าเทอมน้อง
[20 ต.ค. 68 12:41] พี่เพ็ญ: ได้จ้ะ เดี๋ยวหักตอนสิ้นเดือน
[25 ต.ค. 68 17:40] ช่างชัย: รังดุมโปโลเสร็จแล้วครับ 260 ตัว
[31 ต.ค. 68 18:00] พี่เพ็ญ: ค่าแรงเดือนนี้โอนพรุ่งนี้เช้านะทุกคน ใครเบิกไปแล้วพี่หักให้ตามที่จดไว้
[7 พ.ย. 68 15:20] พี่เพ็ญ: ส่งเซรามิกครบแล้ว ขอบคุณทุกคนนะ โบนัสคนละ 300 ไปรวมกับค่าแรงสิ้นเดือน
""",
    "วันเพ็ญการ์เมนต์/ตารางส่งงาน_พ.ย.68.md": """# ตารางส่งงาน / นัดวัดตัว พฤศจิกายน 2568

| วันที่ | งาน | ลูกค้า | หมายเหตุ |
|---|---|---|---|
| 7 พ.ย. | ส่งโปโล 260 ตัว | บ.ราชบุรีเซรามิก (คุณนก) | พี่เสริฐขับกระบะไปส่ง |
| 12 พ.ย. | เสื้อพละ 120 ตัว | รร.วัดโพธิ์งาม | ยังไม่ได้มัดจำ |
| 20 พ.ย. | วัดตัว ม.1 | รร.บ้านเลือกวิทยา (ครูศรี) | บ่ายโมง พาแพรกับป้าหญิงไปด้วย |
| 28 พ.ย. | ผ้ากันเปื้อน 80 ผืน | ร้านกาแฟบ้านไร่ | ปักโลโก้ที่ร้านปักเจ๊หมวย |
| 5 ธ.ค. | สั่งผ้าล็อตใหญ่ | ทองไทยผ้า หรือ สำเพ็ง | ยังไม่ได้เลือก |
""",
    "วันเพ็ญการ์เมนต์/วิธีวัดตัว_ไซส์เสื้อ.md": """# วิธีวัดตัวนักเรียน
- รอบอก: วัดรอบส่วนที่กว้างที่สุด ผ่านใต้รักแร้ เผื่อหลวม 2 นิ้ว
- ความยาวเสื้อ: จากไหล่ถึงสะโพก
- กระโปรง: รอบเอว + ความยาวถึงใต้เข่า 2 นิ้ว (ตามระเบียบโรงเรียน)

## ไซส์เสื้อนักเรียน (รอบอก นิ้ว)
| ไซส์ | รอบอก | ยาว |
|---|---|---|
| 32 | 32 | 23 |
| 36 | 36 | 25 |
| 40 | 40 | 27 |
| 44 | 44 | 29 |
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[1 พ.ย. 68 21:10] เพ็ญ: พ่อต้นข้าว ยายมีไอหนัก ไข้ขึ้น พรุ่งนี้เช้าพาไปแม่กลองเวชการเลยนะ
[2 พ.ย. 68 10:45] เสริฐ: หมอให้นอนโรงบาล ปอดอักเสบ ประกันยายจ่ายตรงได้ 12,000
[5 พ.ย. 68 14:20] เสริฐ: ยายออกโรงบาลแล้ว จ่ายส่วนเกินไป 4,610 รูดบัตรเดบิต
[5 พ.ย. 68 14:25] เพ็ญ: ขอบใจนะพ่อ นัดหมออีกที 19 นะ
[10 พ.ย. 68 19:30] ต้นข้าว: แม่ครับ ครูบอกค่าเทอมต้องจ่ายก่อน 28 นะครับ มีค่าไปกาญจน์ด้วย
[10 พ.ย. 68 19:40] เพ็ญ: รู้แล้วลูก รอเงินเซรามิกเข้าก่อน
[15 พ.ย. 68 08:02] เสริฐ: ประกันผมส่งจดหมายมาแล้ว ต้องจ่ายก่อนกลางเดือนหน้า
[24 พ.ย. 68 16:10] เพ็ญ: เงินเซรามิกเข้าแล้ว แต่เค้าหักภาษีไป 3% นะ ไม่ได้เต็มตามบิล
[24 พ.ย. 68 16:15] เสริฐ: งั้นพรุ่งนี้โอนค่าเทอมต้นข้าวเลย
""",
}
TODO = {"todo.md": """- โอนค่าเทอมต้นข้าว ก่อน 28 พ.ย.
- เลือกเจ้าผ้า (ทองไทยผ้า หรือ สำเพ็ง) ก่อน 5 ธ.ค.
- จ่ายประกันพี่เสริฐ ก่อน 15 ธ.ค.
- โบนัสช่างโปโล คนละ 300 รวมค่าแรง พ.ย.
- พายายมีไปหาหมอ 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "วันเพ็ญการ์เมนต์"
    quotes, customers, prices, suppliers, books = (shop / "ใบเสนอราคา", shop / "ลูกค้า", shop / "ราคา",
                                                   shop / "ซัพพลายเออร์", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, customers, prices, suppliers, books, shop / "แชท", home / "บิลไฟ", home / "ประกัน",
                   home / "ค่าเทอมต้นข้าว", home / "ยายมี", home / "เงินกู้"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านเลือกวิทยา_ร่าง v1.docx", SCHOOL_DRAFT, SCHOOL_DRAFT_TABLE,
               bottom=SCHOOL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านเลือกวิทยา_ฉบับส่ง v2.docx", SCHOOL_FINAL, SCHOOL_FINAL_TABLE,
               bottom=SCHOOL_FINAL_BOTTOM)
    make_pdf(quotes / "Quotation_QT-2568-027_RatchaburiCeramic_polo.pdf", CERAMIC_QUOTE)
    make_pdf(customers / "Invoice INV-2568-031 Ratchaburi Ceramic.pdf", CERAMIC_INVOICE)
    write_docx(customers / "ใบเสร็จรับเงิน_RC-2568-044_ราชบุรีเซรามิก.docx", CERAMIC_RECEIPT, CERAMIC_RECEIPT_TABLE,
               bottom=CERAMIC_RECEIPT_BOTTOM)
    write_docx(prices / "ราคารับตัดชุดนักเรียน_2567.docx", PRICES_2567, PRICES_2567_TABLE, bottom=PRICES_2567_BOTTOM)
    make_pdf(prices / "Wanphen_PriceList_2025.pdf", PRICES_2025)
    write_docx(suppliers / "ใบเสนอราคาผ้า_ทองไทยผ้า.docx", FABRIC_THONGTHAI, FABRIC_THONGTHAI_TABLE,
               bottom=FABRIC_THONGTHAI_BOTTOM)
    make_pdf(suppliers / "Fabric_Quote_SampengTextile_Nov2025.pdf", FABRIC_SAMPENG)
    make_pdf(suppliers / "SewTech_overlock_quotation.pdf", SEWTECH_QUOTE)
    _shop_book(books / "บัญชีร้าน_2568.xlsx", "2568", [SCHOOL_2568, COMPANY_2568, ALTER_2568],
               [FABRIC_2568, TRIMS_2568, WAGES_2568, POWER_2568, EMBROIDER_2568, LOAN_2568])
    _shop_book(books / "บัญชีร้าน_2567.xlsx", "2567", [SCHOOL_2567, COMPANY_2567, ALTER_2567],
               [FABRIC_2567, TRIMS_2567, WAGES_2567, POWER_2567, EMBROIDER_2567, LOAN_2567])
    write_slides(shop / "แผนงานปี 2569.pptx", _plan_slides())
    make_pdf(home / "บิลไฟ" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "บิลไฟ" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "ChaiyoLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมต้นข้าว" / "ค่าเทอม_ต้นข้าว_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมต้นข้าว" / "ค่าเทอม_ต้นข้าว_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(home / "ยายมี" / "ใบแจ้งค่ารักษา_ยายมี_รพ.แม่กลองเวชการ.docx", HOSPITAL, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    make_pdf(home / "เงินกู้" / "MaeklongBank_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
