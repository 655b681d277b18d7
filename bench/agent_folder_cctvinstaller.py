"""The cctvinstaller folder: the papers of a CCTV and alarm installer in Si Racha (Chonburi) and his household.

The owner is นายธนากร วงศ์ประเสริฐ (พี่กร). He runs "กร ซีซีทีวี แอนด์ อลาร์ม" (Korn CCTV & Alarm) from his house at
88/15 หมู่ 5 ต.สุรศักดิ์ อ.ศรีราชา จ.ชลบุรี, with two technicians (ช่างต้น, ช่างบอย) and one service van (Toyota
Commuter ฮข 4172 ชลบุรี). He installs cameras and alarms in condos, villages and factories (Amata City) and sells
MA contracts. His wife พิมพ์ (พิมพ์ชนก) keeps the books; their daughter มายด์ (ด.ญ.ณิชา) is in ป.5; his mother-in-law
ยายสมร lives with them. It is November 2568 (2025).

Documents/งานกล้อง/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_คอนโดบลูโคสต์_ร่าง.docx: draft quote QT-68-047 to the Blue Coast condo's juristic office,
  32 cameras, 183,098.40 with VAT (not sent).
- ใบเสนอราคา/ใบเสนอราคา_คอนโดบลูโคสต์_ฉบับส่ง.docx: the quote actually sent, 28 cameras, 168,225.40 with VAT.
- ใบเสนอราคา/ใบเสนอราคา_สยามออโตพาร์ท_อมตะ.docx: quote QT-68-052 to a factory in Amata City, 16 cameras plus an
  intruder alarm, 178,454.60 with VAT.
- Suppliers/SecureLink_pricelist_2025.pdf: English dealer price list 2025 of SecureLink Distribution (Thailand).
- Suppliers/ราคาตัวแทน_ซีเคียวลิงค์_2567.docx: last year's dealer list of the same firm, in Thai (NVR32 16,800).
- Suppliers/SecureLink_invoice_SL-INV-25-3391.pdf: invoice for the condo job's equipment, 118,470.40, due 21 Nov 2025.
- Suppliers/email_SecureLink_Nov2025.txt: email: SL-D4M dome 2,050 -> 2,180 and 8TB HDD 6,350 -> 6,900 from 1 Dec.
- Suppliers/EasternVision_quotation_EVQ-25-0588.pdf: English quote for a 16-camera kit, 53,746.10, 3-year warranty.
- Suppliers/ใบเสนอราคา_ซีซีทีวีเมกะ_ชุดกล้องโรงงาน.docx: a Thai distributor's quote for a similar kit, 51,627.50.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, three sheets (income by month, expenses by month, MA customers),
  January to October.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: the October wages of the two technicians, 31,000 with overtime.
- เอกสาร/สัญญา_MA_หมู่บ้านชลลดา.docx: MA contract with a housing estate, 24,000 a year, 1 Nov 2568 - 31 Oct 2569.
- เอกสาร/email_SiamAutoParts_PO.txt: the factory's English purchase-order email (SAP-PO-25-10871, 178,454.60).
- เอกสาร/สำรวจหน้างาน_สยามออโตพาร์ท.md: his site-survey notes for the factory job.
- แชท/แชทไลน์_นิติบลูโคสต์.txt: LINE chat with the condo manager; price talked down to 165,000, deposit 66,000,
  later two extra cameras billed apart (7,000).
- แชท/แชทไลน์_กลุ่มช่าง.txt: the team's LINE group; CAT6 cable goes from 4 boxes to 6, cameras from 28 to 30.
- รถตู้/ประวัติเข้าศูนย์_รถตู้.md: the van's service history.
- รถตู้/EasternStar_van_insurance_renewal_2025.pdf: English renewal notice for the van's insurance (14,650).
- แผนงานปี2569.pptx: slides, the plan for next year (1,600,000 target, second pickup 350,000).
- วิธีตั้งค่าดูกล้องผ่านมือถือ.md: his how-to for customers (viewing cameras on a phone).

Documents/บ้าน/ (the household)
- Bills/PWA_water_bill_Oct2025.pdf and Bills/BlueWave_mobile_bill_Oct2025.pdf: English bills (412.30; 1,174.86).
- ธนาคาร/ESB_home_loan_rate_notice.pdf: the bank's English letter: home-loan rate 5.80% -> 5.55%, installment
  14,200 -> 13,850 from January 2026.
- ประกัน/SunriseLife_premium_notice_Nicha_2025.pdf: English premium notice for the daughter's health insurance
  (21,480, due 5 Dec 2025).
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices (25,800; 27,750).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group (the tutor's fee goes to 2,800, then 2,600).
- ทริปเกาะสีชัง.md: a weekend trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("กร ซีซีทีวี แอนด์ อลาร์ม (Korn CCTV & Alarm) 88/15 หมู่ 5 ต.สุรศักดิ์ อ.ศรีราชา จ.ชลบุรี 20110 "
            "โทร 081-735-2964 LINE @korncctv")

# ---------------------------------------------------------------- his quotes
CONDO_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-047",
    "วันที่ 1 ตุลาคม 2568",
    "เรียน คุณศิริพร ผู้จัดการนิติบุคคลอาคารชุด บลูโคสต์ คอนโด ศรีราชา",
    "เรื่อง เปลี่ยนระบบกล้องวงจรปิดเป็นกล้อง IP 4MP ทั้งอาคาร (8 ชั้น + ลานจอดรถ) รวม 32 ตัว",
]
CONDO_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล้อง IP โดม 4MP SecureLink SL-D4M (ทางเดินแต่ละชั้น/ลิฟต์)", "24 ตัว", "2,350", "56,400"),
    ("กล้อง IP กระบอก 4MP ColorVu SL-B4C (ลานจอด/ทางเข้า)", "8 ตัว", "2,890", "23,120"),
    ("เครื่องบันทึก NVR 32 ช่อง SL-NVR32", "1 เครื่อง", "18,500", "18,500"),
    ("ฮาร์ดดิสก์ 8TB สำหรับกล้อง", "2 ลูก", "7,200", "14,400"),
    ("PoE switch 16 port", "2 ตัว", "4,850", "9,700"),
    ("สาย LAN CAT6 ท่อ และอุปกรณ์ติดตั้ง", "เหมา", "", "21,000"),
    ("ค่าแรงติดตั้งและตั้งค่าระบบ", "เหมา", "", "28,000"),
    ("รวมก่อน VAT", "", "", "171,120"),
    ("VAT 7%", "", "", "11,978.40"),
    ("รวมทั้งสิ้น", "", "", "183,098.40"),
]
CONDO_DRAFT_BOTTOM = ["รวมทั้งสิ้น 183,098.40 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
                      "ร่าง ยังไม่ส่ง นิติบอกงบไม่เกิน 170,000 ต้องตัดกล้องโดมออกบางตัว"]
CONDO_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-047 (ฉบับแก้ไข)",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน คุณศิริพร ผู้จัดการนิติบุคคลอาคารชุด บลูโคสต์ คอนโด ศรีราชา",
    "เรื่อง เปลี่ยนระบบกล้องวงจรปิดเป็นกล้อง IP 4MP ทั้งอาคาร ติดตั้งกล้องรวม 28 ตัว",
]
CONDO_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล้อง IP โดม 4MP SecureLink SL-D4M (ทางเดินแต่ละชั้น/ลิฟต์)", "20 ตัว", "2,350", "47,000"),
    ("กล้อง IP กระบอก 4MP ColorVu SL-B4C (ลานจอด/ทางเข้า)", "8 ตัว", "2,890", "23,120"),
    ("เครื่องบันทึก NVR 32 ช่อง SL-NVR32", "1 เครื่อง", "18,500", "18,500"),
    ("ฮาร์ดดิสก์ 8TB สำหรับกล้อง", "2 ลูก", "7,200", "14,400"),
    ("PoE switch 16 port", "2 ตัว", "4,850", "9,700"),
    ("สาย LAN CAT6 ท่อ และอุปกรณ์ติดตั้ง", "เหมา", "", "19,500"),
    ("ค่าแรงติดตั้งและตั้งค่าระบบ", "เหมา", "", "25,000"),
    ("รวมก่อน VAT", "", "", "157,220"),
    ("VAT 7%", "", "", "11,005.40"),
    ("รวมทั้งสิ้น", "", "", "168,225.40"),
]
CONDO_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 168,225.40 บาท (หนึ่งแสนหกหมื่นแปดพันสองร้อยยี่สิบห้าบาทสี่สิบสตางค์) รวมภาษีมูลค่าเพิ่มแล้ว",
    "เงื่อนไข: มัดจำ 40% เมื่อตกลงจ้าง ส่วนที่เหลือชำระวันส่งมอบงาน",
    "รับประกันอุปกรณ์ 2 ปี รับประกันงานติดตั้ง 1 ปี ใช้เวลาติดตั้งประมาณ 10 วันทำการ",
    "ยืนราคา 30 วัน",
    "ลงชื่อ ธนากร วงศ์ประเสริฐ ผู้เสนอราคา",
]
FACTORY_TOP = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-052",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ สุขใจ ฝ่ายจัดซื้อ บริษัท สยามออโตพาร์ท อินดัสตรี จำกัด นิคมอุตสาหกรรมอมตะซิตี้ ชลบุรี",
    "เรื่อง ติดตั้งกล้องวงจรปิด 16 จุด และระบบกันขโมยคลังสินค้า B",
]
FACTORY_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดกล้อง IP 4MP 16 ตัว + NVR 16 ช่อง + HDD 6TB + PoE switch", "1 ชุด", "78,500", "78,500"),
    ("แผงควบคุมระบบกันขโมย AlarmPro AP-64 พร้อมคีย์แพด", "1 ชุด", "12,800", "12,800"),
    ("เซ็นเซอร์ตรวจจับความเคลื่อนไหว PIR", "12 ตัว", "950", "11,400"),
    ("แม่เหล็กประตู (door contact)", "6 ตัว", "380", "2,280"),
    ("ไซเรนภายนอกพร้อมไฟกระพริบ", "2 ตัว", "1,650", "3,300"),
    ("สาย ท่อ EMT และอุปกรณ์ติดตั้ง", "เหมา", "", "26,500"),
    ("ค่าแรงติดตั้ง ตั้งค่า และอบรมผู้ใช้", "เหมา", "", "32,000"),
    ("รวมก่อน VAT", "", "", "166,780"),
    ("VAT 7%", "", "", "11,674.60"),
    ("รวมทั้งสิ้น", "", "", "178,454.60"),
]
FACTORY_BOTTOM = [
    "รวมทั้งสิ้น 178,454.60 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "ติดตั้งวันเสาร์-อาทิตย์ตามที่โรงงานกำหนด บันทึกภาพย้อนหลังได้ไม่น้อยกว่า 30 วัน",
    "รับประกันอุปกรณ์ 2 ปี งานติดตั้ง 1 ปี ชำระเงินตามเงื่อนไขใบสั่งซื้อของบริษัท",
    "ลงชื่อ ธนากร วงศ์ประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier papers
SECURELINK_PRICES_2025 = [
    "SECURELINK DISTRIBUTION (THAILAND) CO., LTD.\n"
    "Eastern Region Office: 55/9 Sukhumvit Road, Ban Suan, Mueang Chonburi 20000  Tel. 038-784-250\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Dealer prices in THB per unit, excluding VAT.\n"
    "\n"
    "SL-D4M    4MP IP dome camera, IR 30 m ............... 2,050\n"
    "SL-B4C    4MP IP bullet camera, ColorVu ............. 2,490\n"
    "SL-NVR32  32-channel NVR, 4 HDD bays ................ 15,900\n"
    "SL-NVR16  16-channel NVR, 2 HDD bays ................ 8,600\n"
    "HDD-8T    8TB surveillance hard disk ................ 6,350\n"
    "PS-16P    16-port PoE switch ........................ 4,100\n"
    "CAT6-305  CAT6 cable, box of 305 m .................. 3,250\n"
    "\n"
    "Dealer terms: 30 days credit for dealers buying over 200,000 THB a year.\n"
    "Free delivery in Chonburi for orders over 10,000 THB.\n"
    "Contact: Ms. Pranee Chaiyasit (Khun Nok), pranee.c@securelink.co.th",
]
SECURELINK_PRICES_2567 = ["บริษัท ซีเคียวลิงค์ ดิสทริบิวชั่น (ประเทศไทย) จำกัด สำนักงานภาคตะวันออก",
                          "ใบราคาตัวแทนจำหน่าย ปี 2567 (มกราคม – ธันวาคม 2567)",
                          "ราคาต่อหน่วย ไม่รวมภาษีมูลค่าเพิ่ม"]
SECURELINK_PRICES_2567_TABLE = [
    ("รุ่น", "รายการ", "ราคาตัวแทน"),
    ("SL-D4M", "กล้อง IP โดม 4MP", "2,190 บาท"),
    ("SL-B4C", "กล้อง IP กระบอก 4MP ColorVu", "2,650 บาท"),
    ("SL-NVR32", "เครื่องบันทึก NVR 32 ช่อง", "16,800 บาท"),
    ("SL-NVR16", "เครื่องบันทึก NVR 16 ช่อง", "8,900 บาท"),
    ("HDD-8T", "ฮาร์ดดิสก์ 8TB", "5,900 บาท"),
    ("PS-16P", "PoE switch 16 port", "4,350 บาท"),
    ("CAT6-305", "สาย CAT6 ลังละ 305 เมตร", "2,980 บาท"),
]
SECURELINK_PRICES_2567_BOTTOM = [
    "เครดิต 30 วัน สำหรับตัวแทนที่มียอดซื้อเกิน 150,000 บาทต่อปี",
    "ส่งฟรีในจังหวัดชลบุรีเมื่อสั่งเกิน 8,000 บาท",
    "ติดต่อ คุณปราณี ชัยสิทธิ์ (คุณนก) ฝ่ายขายภาคตะวันออก",
]
SECURELINK_INVOICE = [
    "SECURELINK DISTRIBUTION (THAILAND) CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SL-INV-25-3391\n"
    "Date: 22 Oct 2025          Due date: 21 Nov 2025 (30 days credit)\n"
    "Customer: Korn CCTV & Alarm (Mr. Thanakorn Wongprasert), 88/15 Moo 5, Surasak, Si Racha, Chonburi\n"
    "Job ref: Blue Coast Condo\n"
    "\n"
    "Item                                Qty       Unit price   Amount\n"
    "SL-D4M 4MP IP dome camera           20 pcs    2,050.00     41,000.00\n"
    "SL-B4C 4MP IP bullet ColorVu        8 pcs     2,490.00     19,920.00\n"
    "SL-NVR32 32-channel NVR             1 unit    15,900.00    15,900.00\n"
    "HDD-8T 8TB surveillance HDD         2 pcs     6,350.00     12,700.00\n"
    "PS-16P 16-port PoE switch           2 pcs     4,100.00     8,200.00\n"
    "CAT6-305 CAT6 cable 305 m           4 boxes   3,250.00     13,000.00\n"
    "\n"
    "Subtotal 110,720.00\n"
    "VAT 7% 7,750.40\n"
    "TOTAL DUE: 118,470.40 THB\n"
    "Please transfer to Bangkok Bank, account SecureLink Distribution (Thailand) Co., Ltd., 241-3-08876-5\n"
    "and e-mail the slip to ar@securelink.co.th. Late payment: 1.25% per month.",
]
SECURELINK_EMAIL = """From: Pranee Chaiyasit <pranee.c@securelink.co.th>
To: korncctv.sriracha@gmail.com
Date: Tue, 4 Nov 2025 10:17
Subject: Price adjustment from 1 December 2025 + year-end promotion

Dear Khun Thanakorn,

Thank you for your continued support. Because memory chip and hard disk costs have gone up, we must adjust
some dealer prices from 1 December 2025:

1. SL-D4M 4MP IP dome camera: 2,180 THB (now 2,050 THB)
2. HDD-8T 8TB surveillance hard disk: 6,900 THB (now 6,350 THB)

All other models keep the 2025 price list prices.

Year-end promotion until 30 November 2025: buy one SL-NVR32 with an order over 50,000 THB and get one
HDD-8T free. Orders placed before 30 November are invoiced at the old prices.

Best regards,
Pranee Chaiyasit (Nok)
Sales Executive, Eastern Region
SecureLink Distribution (Thailand) Co., Ltd.
038-784-250 / 086-552-7319
"""
EASTERNVISION_QUOTE = [
    "EASTERN VISION DISTRIBUTION CO., LTD.\n"
    "CCTV and security equipment - 199/3 Moo 1, Bowin, Si Racha, Chonburi 20230  Tel. 038-345-118\n"
    "QUOTATION No. EVQ-25-0588     Date: 20 Oct 2025\n"
    "To: Korn CCTV & Alarm (Khun Thanakorn Wongprasert)\n"
    "Ref: 16-camera IP kit for your factory project\n"
    "\n"
    "EV-IPC-B4  4MP IP bullet camera      16 pcs x 1,980.00    31,680.00\n"
    "EV-NVR16   16-channel NVR            1 x 8,900.00          8,900.00\n"
    "6TB surveillance hard disk           1 x 5,450.00          5,450.00\n"
    "16-port PoE switch                   1 x 4,200.00          4,200.00\n"
    "\n"
    "Subtotal 50,230.00\n"
    "VAT 7% 3,516.10\n"
    "TOTAL 53,746.10 THB\n"
    "\n"
    "Warranty: 3 years on cameras and NVR, 2 years on the hard disk.\n"
    "Delivery within 3 working days. Payment: 30 days credit.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Kittipong 089-207-6641",
]
MEGA_QUOTE_TOP = [
    "บริษัท ซีซีทีวี เมกะ ซัพพลาย จำกัด 219/7 ถนนลงหาดบางแสน ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี โทร 038-193-552",
    "ใบเสนอราคา เลขที่ QM-2568/1174  วันที่ 21 ตุลาคม 2568",
    "เรียน คุณธนากร วงศ์ประเสริฐ ร้านกร ซีซีทีวี แอนด์ อลาร์ม",
    "เรื่อง ชุดกล้อง IP 16 ตัว สำหรับงานโรงงาน (อมตะซิตี้)",
]
MEGA_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล้อง IP กระบอก 4MP รุ่น MG-4B", "16 ตัว", "1,850", "29,600"),
    ("เครื่องบันทึก NVR 16 ช่อง รุ่น MG-N16", "1 เครื่อง", "9,500", "9,500"),
    ("ฮาร์ดดิสก์ 6TB", "1 ลูก", "5,200", "5,200"),
    ("PoE switch 16 port", "1 ตัว", "3,950", "3,950"),
    ("รวม", "", "", "48,250"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,377.50"),
    ("รวมทั้งสิ้น", "", "", "51,627.50"),
]
MEGA_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 51,627.50 บาท",
    "รับประกันสินค้า 2 ปี (ส่งเคลมที่บริษัท)",
    "ชำระเงินสดหรือโอนวันส่งของ ไม่มีเครดิต ส่งของภายใน 7 วันหลังยืนยันสั่งซื้อ",
    "ยืนราคา 15 วัน",
    "ผู้เสนอราคา ชาตรี บุญเรือง ฝ่ายขาย 081-662-9034",
]

# ---------------------------------------------------------------- contract, PO, survey
MA_TOP = [
    "สัญญาบริการบำรุงรักษาระบบกล้องวงจรปิด (MA)",
    "สัญญาเลขที่ MA-68/003  ทำที่ สำนักงานนิติบุคคลหมู่บ้านชลลดา ศรีราชา  วันที่ 27 ตุลาคม 2568",
    "ระหว่าง นิติบุคคลหมู่บ้านจัดสรร ชลลดา ศรีราชา โดย นายวีระพงษ์ มั่นคง ประธานกรรมการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายธนากร วงศ์ประเสริฐ ร้านกร ซีซีทีวี แอนด์ อลาร์ม ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
MA_HEADINGS = [
    ("ข้อ 1 ขอบเขตงาน", "ผู้รับจ้างดูแลกล้องวงจรปิด 64 ตัว และเครื่องบันทึก NVR 4 เครื่อง ที่ป้อมยามและพื้นที่ส่วนกลาง\n"
     "เข้าตรวจเช็คทุก 3 เดือน ปีละ 4 ครั้ง ทำความสะอาดกล้อง ตรวจการบันทึกภาพ และอัปเดตเฟิร์มแวร์"),
    ("ข้อ 2 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 3 ค่าบริการ", "ค่าบริการปีละ 24,000 บาท แบ่งชำระ 2 งวด งวดละ 12,000 บาท "
     "งวดแรกเดือนพฤศจิกายน 2568 งวดที่สองเดือนพฤษภาคม 2569"),
    ("ข้อ 4 การแจ้งซ่อม", "เมื่อผู้ว่าจ้างแจ้งอุปกรณ์เสีย ผู้รับจ้างต้องเข้าแก้ไขภายใน 24 ชั่วโมง"),
    ("ข้อ 5 อะไหล่", "ค่าอะไหล่คิดตามจริง ลด 10% จากราคาขายปลีก ค่าแรงเปลี่ยนอะไหล่ไม่คิดเพิ่ม"),
    ("ข้อ 6 ค่าปรับ", "หากเข้าแก้ไขช้ากว่ากำหนด ผู้ว่าจ้างปรับวันละ 500 บาท"),
]
MA_BOTTOM = ["ลงชื่อ วีระพงษ์ มั่นคง ผู้ว่าจ้าง", "ลงชื่อ ธนากร วงศ์ประเสริฐ ผู้รับจ้าง",
             "ลงชื่อ สมหญิง ใจงาม ผู้จัดการนิติบุคคล พยาน"]
PO_EMAIL = """From: Wilaiwan Sukjai <wilaiwan.s@siamautoparts.co.th>
To: korncctv.sriracha@gmail.com
Cc: prasit.k@siamautoparts.co.th
Date: Fri, 31 Oct 2025 14:22
Subject: Purchase Order SAP-PO-25-10871 - CCTV and intruder alarm, Warehouse A/B

Dear Khun Thanakorn,

We are pleased to confirm our purchase order for your quotation QT-68-052 dated 24 October 2025.

PO No.: SAP-PO-25-10871
Amount: 178,454.60 THB including VAT 7%
Scope: 16 IP cameras with NVR for Warehouse A/B and the fence line; intruder alarm for Warehouse B
(12 PIR sensors, 6 door contacts, 2 outdoor sirens).

Installation window: Saturday-Sunday 15-16 and 22-23 November 2025, 08:00-17:00 only.
Safety induction: all technicians must attend on 14 November 2025 at 08:30 at Gate 2.
Please bring ID cards, safety shoes and the van registration for the gate pass.

Payment terms: 30 days after acceptance of the work. We hold 5% retention for 6 months (the warranty period).
Please send the invoice to ap@siamautoparts.co.th and quote the PO number.

Our safety officer, Khun Prasit Kaewkla (082-441-7785), will be your contact on site.

Best regards,
Wilaiwan Sukjai
Purchasing Officer
Siam Auto Parts Industry Co., Ltd., Amata City Chonburi
"""
SURVEY = """# สำรวจหน้างาน บริษัท สยามออโตพาร์ท อินดัสตรี จำกัด (อมตะซิตี้ ชลบุรี)

วันที่สำรวจ 17 ต.ค. 2568  ไปกับช่างต้น

- พื้นที่: คลังสินค้า A และ B รั้วรอบโรงงาน ประตูรถเข้าออก 2 จุด
- จุดติดกล้อง 16 จุด (ภายนอก 10 จุด ภายใน 6 จุด) กล้องกระบอก 4MP ทั้งหมด
- ระบบกันขโมยเฉพาะคลัง B: PIR 12 ตัว ประตู 6 บาน ไซเรนนอกอาคาร 2 ตัว
- สายเส้นที่ไกลสุดประมาณ 85 ม. (ป้อมยามประตู 2 ถึงห้อง server) โรงงานบังคับใช้ท่อ EMT ทั้งหมด
- ต้องบันทึกย้อนหลังอย่างน้อย 30 วัน ใช้ HDD 6TB พอ
- ทำงานได้เฉพาะเสาร์-อาทิตย์ ต้องอบรมความปลอดภัยก่อนเข้าพื้นที่
- ผู้ติดต่อ: คุณวิไลวรรณ (จัดซื้อ) 089-310-4428, คุณประสิทธิ์ (จป.) 082-441-7785
- ขอราคาชุดกล้องจาก Eastern Vision กับซีซีทีวีเมกะ มาเทียบกันก่อนตั้งราคา
"""

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "งานติดตั้ง (Installation)", "งานซ่อม/MA (Service & MA)",
                  "ขายอุปกรณ์ (Equipment sales)", "รวม (Total)"]
COST_HEADERS = ["เดือน (Month)", "ค่าอุปกรณ์ (Equipment)", "ค่าแรงช่าง (Wages)", "น้ำมันรถตู้ (Van fuel)",
                "ค่าเช่าโกดัง (Store rent)", "อื่นๆ (Other)", "รวม (Total)"]
MA_SHEET_HEADERS = ["ลูกค้า (Customer)", "ประเภท (Type)", "จำนวนกล้อง (Cameras)", "ค่า MA ต่อปี (Yearly fee, THB)",
                    "หมายเหตุ (Note)"]
BOOK_2568 = {
    "install": [68500, 42300, 95800, 121400, 57600, 38900, 84200, 112600, 73500, 146800],
    "service": [12400, 9800, 11600, 14200, 10900, 13300, 12100, 9600, 15800, 13900],
    "sales": [8600, 5400, 7200, 9800, 6300, 4900, 7700, 8100, 5600, 9400],
    "equipment": [41200, 25800, 58300, 73900, 34600, 23700, 51300, 68700, 44800, 89500],
    "wages": [28000, 28000, 30500, 30500, 30500, 30500, 31000, 31000, 31000, 31000],
    "fuel": [6200, 5400, 7100, 7800, 5900, 5300, 6600, 7400, 6900, 8200],
    "rent": 6000,
    "other": [2300, 1800, 3400, 2100, 4600, 1900, 2800, 3100, 2500, 5900],
    "ma": [("หมู่บ้านชลลดา ศรีราชา", "หมู่บ้าน", 64, 22000, "สัญญาเดิมหมด 31 ต.ค. 68 ต่อใหม่ปีละ 24,000"),
           ("คอนโดซีวิว แหลมฉบัง", "คอนโด", 48, 18000, ""),
           ("โรงแรมบ้านทะเล ศรีราชา", "โรงแรม", 36, 15600, ""),
           ("โรงเรียนอนุบาลสุขใจ", "โรงเรียน", 20, 9600, "เริ่ม มิ.ย. 68"),
           ("ร้านทองแสงเพชร", "ร้านค้า", 8, 6000, "")],
}
BOOK_2567 = {
    "install": [55200, 38600, 81400, 97300, 49800, 31200, 66900, 92400, 61800, 104300, 88600, 123500],
    "service": [9800, 8700, 10200, 11900, 9400, 10600, 10100, 8800, 12300, 11700, 10400, 14800],
    "sales": [6900, 4800, 6100, 8300, 5200, 4100, 6500, 7000, 4700, 7900, 6800, 11200],
    "equipment": [33500, 23400, 49100, 58600, 30200, 19300, 40400, 55800, 37400, 63100, 53500, 74600],
    "wages": [24000, 24000, 24000, 26000, 26000, 26000, 26000, 27500, 27500, 27500, 27500, 29000],
    "fuel": [5400, 4800, 6300, 6900, 5200, 4700, 5900, 6600, 6100, 7300, 6800, 7900],
    "rent": 5500,
    "other": [1900, 2200, 2800, 1700, 3900, 1600, 2400, 2700, 2100, 4300, 2600, 6200],
    "ma": [("หมู่บ้านชลลดา ศรีราชา", "หมู่บ้าน", 64, 22000, ""),
           ("คอนโดซีวิว แหลมฉบัง", "คอนโด", 48, 16800, ""),
           ("โรงแรมบ้านทะเล ศรีราชา", "โรงแรม", 32, 14400, ""),
           ("ร้านทองแสงเพชร", "ร้านค้า", 8, 6000, "")],
}


def income_2568_so_far() -> int:
    return sum(BOOK_2568["install"]) + sum(BOOK_2568["service"]) + sum(BOOK_2568["sales"])


def _book(path: Path, year: str, data: dict) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับ กร ซีซีทีวี แอนด์ อลาร์ม ปี {year} (Monthly income {year}, THB)"])
    income.append(INCOME_HEADERS)
    rows = list(zip(MONTHS, data["install"], data["service"], data["sales"]))
    for month, a, b, c in rows:
        income.append([f"{month} {year}", a, b, c, a + b + c])
    totals = [sum(data[k]) for k in ("install", "service", "sales")]
    income.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Monthly expenses {year}, THB)"])
    costs.append(COST_HEADERS)
    grand = [0] * 6
    for i, month in enumerate(MONTHS[:len(data["install"])]):
        values = [data["equipment"][i], data["wages"][i], data["fuel"][i], data["rent"], data["other"][i]]
        values.append(sum(values))
        grand = [g + v for g, v in zip(grand, values)]
        costs.append([f"{month} {year}"] + values)
    costs.append(["รวม (Total)"] + grand)
    for column in range(2, 8):
        money_format(costs, column)
    ma = book.create_sheet("ลูกค้า MA")
    ma.append([f"ลูกค้าสัญญา MA ปี {year} (MA customers {year})"])
    ma.append(MA_SHEET_HEADERS)
    for row in data["ma"]:
        ma.append(list(row))
    ma.append(["รวม (Total)", "", sum(r[2] for r in data["ma"]), sum(r[3] for r in data["ma"]), ""])
    money_format(ma, 4)
    book.save(path)


WAGES = """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| ช่างต้น (ต้นกล้า ศรีสุข) หัวหน้าช่าง | 650 บาท | 26 วัน | 16,900 บาท |
| ช่างบอย (อนุชา พรมมา) | 550 บาท | 25 วัน | 13,750 บาท |

โอทีช่างบอย คืนวันที่ 18 ต.ค. ไปแก้กล้องร้านทองแสงเพชร 350 บาท
รวมจ่ายค่าแรง ต.ค. 31,000 บาท จ่ายแล้ว 31 ต.ค. (โอนเข้าบัญชีทั้งคู่)
ช่างต้นขอเบิกล่วงหน้า พ.ย. 2,000 บาท ยังไม่หัก
"""

# ---------------------------------------------------------------- chats
CONDO_CHAT = """[8 ต.ค. 68 16:20] กร ซีซีทีวี: คุณศิริพรครับ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะครับ ตัดกล้องโดมเหลือ 20 ตัว รวม 28 ตัว ยอด 168,225.40 รวม VAT ครับ
[8 ต.ค. 68 16:45] ศิริพร นิติบลูโคสต์: ได้รับแล้วค่ะ จะเข้าที่ประชุมกรรมการวันที่ 14 นะคะ
[14 ต.ค. 68 19:32] ศิริพร นิติบลูโคสต์: กรรมการโอเคสเปคค่ะ แต่ขอราคากลมๆ 160,000 ได้มั้ยคะ
[14 ต.ค. 68 19:50] กร ซีซีทีวี: 160,000 ไม่ไหวครับ ของขึ้นราคา ให้ได้ที่ 165,000 รวม VAT ครับ แถมตั้งค่าดูผ่านมือถือให้ รปภ. 3 เครื่อง
[14 ต.ค. 68 20:05] ศิริพร นิติบลูโคสต์: โอเคค่ะ 165,000 ตกลงค่ะ
[15 ต.ค. 68 09:10] ศิริพร นิติบลูโคสต์: มัดจำ 40% เท่ากับ 66,000 ใช่มั้ยคะ จะโอนวันที่ 20
[15 ต.ค. 68 09:12] กร ซีซีทีวี: ใช่ครับ 66,000 ที่เหลือ 99,000 จ่ายตอนส่งมอบงาน
[20 ต.ค. 68 11:03] ศิริพร นิติบลูโคสต์: โอนมัดจำแล้วนะคะ (ส่งสลิป)
[20 ต.ค. 68 11:15] กร ซีซีทีวี: ได้รับแล้วครับ เริ่มงาน 3 พ.ย. นะครับ ช่างเข้าได้กี่โมงครับ
[20 ต.ค. 68 11:20] ศิริพร นิติบลูโคสต์: 9 โมงถึง 5 โมงเย็นค่ะ ห้ามเจาะหลัง 5 โมง ลูกบ้านร้องเรียน
[7 พ.ย. 68 10:40] ศิริพร นิติบลูโคสต์: คุณกรคะ กรรมการขอเพิ่มกล้องที่ลานจอดรถด้านหลังอีก 2 ตัวค่ะ
[7 พ.ย. 68 11:02] กร ซีซีทีวี: ได้ครับ กล้องกระบอก ColorVu ตัวละ 3,500 รวมติดตั้ง 2 ตัว 7,000 ครับ แยกบิลนะครับ งานหลักยังเท่าเดิม
[7 พ.ย. 68 11:05] ศิริพร นิติบลูโคสต์: ได้ค่ะ
[12 พ.ย. 68 16:40] กร ซีซีทีวี: ติดครบแล้วครับ ขอนัดส่งมอบงาน 13 พ.ย. บ่ายสองโมงครับ
[12 พ.ย. 68 17:01] ศิริพร นิติบลูโคสต์: ได้ค่ะ ส่วนที่เหลือ 99,000 กับค่ากล้องเพิ่ม 7,000 จะโอนหลังส่งมอบนะคะ
"""
TEAM_CHAT = """[2 พ.ย. 68 20:10] พี่กร: พรุ่งนี้เริ่มงานคอนโดบลูโคสต์ 8 โมงครึ่งเจอกันที่โกดัง ต้นขับรถตู้ บอยเช็คบันไดกับสว่าน
[2 พ.ย. 68 20:12] ช่างต้น: รับทราบครับ สาย CAT6 มี 4 ลังพอมั้ยพี่
[2 พ.ย. 68 20:20] พี่กร: 4 ลังน่าจะพอ ตึก 8 ชั้น เริ่มจากชั้น 1 ขึ้นไป
[3 พ.ย. 68 17:35] ช่างบอย: วันนี้เดินสายชั้น 1-3 เสร็จครับ นิติห้ามเจาะหลัง 5 โมงนะพี่
[5 พ.ย. 68 15:40] ช่างต้น: พี่ ชั้น 6-8 ต้องเดินสายอ้อมท่อ สายไม่พอแน่ๆ ต้องเพิ่มอีก 2 ลัง รวมเป็น 6 ลัง
[5 พ.ย. 68 15:52] พี่กร: โอเค เดี๋ยวสั่งซีเคียวลิงค์เพิ่ม 2 ลัง ให้ส่งพรุ่งนี้เช้าที่ไซต์เลย
[7 พ.ย. 68 17:30] ช่างบอย: วันนี้ติดกล้องเสร็จ 14 ตัวครับ เหลือ 14 ตัว
[7 พ.ย. 68 17:45] พี่กร: นิติขอเพิ่มกล้องลานจอดรถด้านหลัง 2 ตัว รวมเป็น 30 ตัวนะ ใช้กล้องกระบอกที่เหลือในโกดัง
[10 พ.ย. 68 18:05] ช่างต้น: รถตู้ไฟเตือนเครื่องขึ้นครับพี่
[10 พ.ย. 68 18:10] พี่กร: พรุ่งนี้เอาเข้าศูนย์โตโยต้าบ่อวินก่อน วันนั้นใช้รถกระบะพี่ไปแทน
[12 พ.ย. 68 16:20] ช่างต้น: บลูโคสต์ติดครบ 30 ตัว ตั้งค่า NVR กับมือถือ รปภ. 3 เครื่องเรียบร้อยครับ
[12 พ.ย. 68 16:30] พี่กร: เยี่ยม ส่งมอบ 13 พ.ย. บ่ายสอง แล้วงานโรงงานอมตะ อบรมเซฟตี้ 14 พ.ย. 08:30 ประตู 2 ห้ามสาย เอารองเท้าเซฟตี้ไปด้วย
[12 พ.ย. 68 16:32] ช่างบอย: รับทราบครับ
"""

# ---------------------------------------------------------------- van
VAN_LOG = """# ประวัติเข้าศูนย์ รถตู้ Toyota Commuter 2.8 ทะเบียน ฮข 4172 ชลบุรี

| วันที่ | เลขไมล์ | รายการ | ค่าใช้จ่าย |
|---|---|---|---|
| 12 ม.ค. 2568 | 118,420 กม. | เช็คระยะ 120,000 เปลี่ยนน้ำมันเครื่อง+กรอง | 3,980 บาท |
| 18 เม.ย. 2568 | 127,905 กม. | เปลี่ยนผ้าเบรกหน้า + น้ำมันเบรก | 4,650 บาท |
| 22 ก.ค. 2568 | 136,210 กม. | เช็คระยะ 135,000 + แบตเตอรี่ใหม่ | 6,120 บาท |
| 11 พ.ย. 2568 | 144,870 กม. | ไฟเตือนเครื่อง: เปลี่ยนเซ็นเซอร์ไอเสีย + ถ่ายน้ำมันเครื่อง | 8,340 บาท |

- ศูนย์ประจำ: โตโยต้าบ่อวิน
- ต่อภาษีรถ ครบกำหนด 20 ธ.ค. 2568
- เช็คระยะถัดไป 150,000 กม.
"""
VAN_INSURANCE = [
    "EASTERN STAR INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, Sukhumvit Road, Mueang Chonburi\n"
    "5 November 2025\n"
    "\n"
    "RENEWAL NOTICE - COMMERCIAL VAN, CLASS 2+\n"
    "Dear Mr. Thanakorn Wongprasert (Korn CCTV & Alarm),\n"
    "Your policy no. ES-C2P-2411-0762 for the vehicle below expires on 15 Dec 2025.\n"
    "Vehicle: Toyota Commuter 2.8, year 2019, registration Hor Khor 4172 Chonburi (commercial use)\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Sum insured: 450,000 THB (last year 500,000 THB)\n"
    "Premium: 14,650 THB including stamp duty and VAT (last year 13,900 THB)\n"
    "Deductible: 2,000 THB per claim where the driver is at fault.\n"
    "Tools and equipment carried in the van are NOT covered. Optional tools cover up to 100,000 THB: 1,200 THB.\n"
    "Please pay by 10 Dec 2025 by bank transfer or through your agent, Khun Jintana (081-905-3317).\n"
    "\n"
    "Yours sincerely,\n"
    "Motor Renewal Department",
]

# ---------------------------------------------------------------- slides, notes
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนงาน กร ซีซีทีวี แอนด์ อลาร์ม ปี 2569",
         "Korn CCTV & Alarm - plan for 2026\nธนากร วงศ์ประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_2568_so_far():,} บาท\n"
                         "งานใหญ่: คอนโดบลูโคสต์ 165,000 บาท, โรงงานสยามออโตพาร์ท 178,454.60 บาท\n"
                         "ลูกค้า MA 5 ราย\nปัญหา: รถตู้คันเดียว งานชนกันบ่อย, ราคากล้องขึ้นตั้งแต่ ธ.ค."),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,600,000 บาท\nสัญญา MA เพิ่มเป็น 10 ราย\n"
                            "งานโรงงานในอมตะซิตี้/ปิ่นทอง อย่างน้อย 6 งาน"),
        ("คนและรถ", "จ้างช่างเพิ่ม 1 คน เดือนละ 15,000 บาท\n"
                    "ซื้อรถกระบะมือสองเป็นคันที่ 2 งบ 350,000 บาท (ดาวน์ 70,000)"),
        ("สินค้าใหม่", "กล้องโซลาร์เซลล์ 4G สำหรับฟาร์มและไซต์ก่อสร้าง\n"
                       "ระบบกันขโมยไร้สายสำหรับบ้าน ชุดละ 12,900 บาท"),
        ("ซัพพลายเออร์", "ซื้อหลักที่ SecureLink (เครดิต 30 วัน)\n"
                         "งานเกิน 50,000 บาท ขอราคา Eastern Vision กับซีซีทีวีเมกะมาเทียบทุกครั้ง"),
    ]


HOWTO = """# วิธีตั้งค่าดูกล้องผ่านมือถือ (ส่งให้ลูกค้า)

1. โหลดแอป SL-View จาก App Store / Play Store
2. กด + แล้วสแกน QR code ที่สติกเกอร์ใต้เครื่อง NVR
3. ใส่รหัสผ่านที่ช่างให้ไว้ (เปลี่ยนรหัสทันทีหลังติดตั้ง)
4. ถ้าดูนอกบ้านไม่ได้ ให้เช็คว่าเน็ตบ้านใช้งานได้ และ NVR ต่อสาย LAN กับเราเตอร์
5. ดูย้อนหลัง: กดไอคอนนาฬิกา เลือกวันที่และกล้อง

มีปัญหาโทร 081-735-2964 หรือ LINE @korncctv (วันจันทร์-เสาร์ 8.00-18.00 น.)
"""

# ---------------------------------------------------------------- household pdfs
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Si Racha Branch\n"
    "WATER BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Wongprasert\n"
    "Address: 88/15 Moo 5, Surasak, Si Racha, Chonburi 20110\n"
    "Customer no. 2010-55874-3\n"
    "Reading period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 3,412 -> 3,440   Units used: 28 m3\n"
    "Water charge 385.33   VAT 7% 26.97\n"
    "AMOUNT DUE: 412.30 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PWA offices, Counter Service, or the PWA 1662 app.",
]
MOBILE_BILL = [
    "BLUEWAVE MOBILE CO., LTD.\n"
    "POSTPAID STATEMENT - October 2025\n"
    "Customer: Thanakorn Wongprasert    Account no. BW-77120458\n"
    "081-735-2964  Business Unlimited 699       699.00\n"
    "089-614-2208  Smart 399                    399.00\n"
    "Subtotal                                 1,098.00\n"
    "VAT 7%                                      76.86\n"
    "TOTAL                                    1,174.86 THB\n"
    "Due date: 28 Oct 2025. Auto-debit: not set up.",
]
BANK_LETTER = [
    "EASTERN SEABOARD BANK PUBLIC COMPANY LIMITED\n"
    "Si Racha Branch, Sukhumvit Road, Si Racha, Chonburi 20110\n"
    "3 November 2025\n"
    "\n"
    "NOTICE OF CHANGE IN HOME LOAN INTEREST RATE\n"
    "To: Mr. Thanakorn Wongprasert and Mrs. Pimchanok Wongprasert\n"
    "Loan account no. HL-0457-2210-8\n"
    "\n"
    "The Bank's MRR will be reduced from 7.30% to 7.05% per year, effective 1 December 2025.\n"
    "Your current rate: MRR - 1.50% = 5.80% per year.\n"
    "Your new rate from 1 December 2025: MRR - 1.50% = 5.55% per year.\n"
    "\n"
    "Outstanding principal as of 31 October 2025: 1,862,450.27 THB\n"
    "Monthly installment: 14,200 THB up to and including the December 2025 installment.\n"
    "From the January 2026 installment: 13,850 THB.\n"
    "You may keep paying 14,200 THB a month to shorten the loan term. Please tell the branch.\n"
    "Remaining term: 17 years 4 months.\n"
    "\n"
    "Home Loan Service Centre, Eastern Seaboard Bank",
]
HEALTH_NOTICE = [
    "SUNRISE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "PREMIUM DUE NOTICE\n"
    "Policy no. SLA-H-0925-44817\n"
    "Policy owner: Mr. Thanakorn Wongprasert\n"
    "Insured: Miss Nicha Wongprasert (age 10)\n"
    "Plan: Sunrise Kids Health Plus - IPD room 4,000 THB/day, annual limit 1,000,000 THB\n"
    "Policy year: 6 Dec 2025 - 5 Dec 2026\n"
    "\n"
    "Annual premium: 21,480 THB (previous year 19,860 THB; new age band 10-14)\n"
    "Due date: 5 Dec 2025. Grace period: 31 days.\n"
    "Premiums for a child's health insurance are not tax deductible for the parent.\n"
    "Your agent: Khun Waraporn Dechsri 086-128-5540",
]

# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนแสงอรุณศึกษา ศรีราชา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชา วงศ์ประเสริฐ  ชั้น ป.5/3  เลขประจำตัว 30518"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกสิกรไทย สาขาศรีราชา 073-1-55820-4",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150"), ("ค่าประกันอุบัติเหตุ", "450")],
                "25,800", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "1,950"), ("ค่าห้องปฏิบัติการคอมพิวเตอร์", "1,200"),
                           ("ค่าเรียนว่ายน้ำ", "2,400")],
                "27,750", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household book
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")


def _month(electric: float, water: float, food: int, extra: list[tuple] = ()) -> list[tuple]:
    return [("ค่าผ่อนบ้าน (Home loan)", 14200, "ธ.อีสเทิร์นซีบอร์ด"), ("ค่าไฟ (Electricity)", electric, "PEA"),
            ("ค่าน้ำประปา (Water)", water, "กปภ. ศรีราชา"), ("ค่าโทรศัพท์ (Mobile)", 1174.86, "BlueWave 2 เบอร์"),
            ("ค่ากับข้าว (Food)", food, ""), ("ค่ารถรับส่งมายด์ (School van)", 1800, ""),
            ("เรียนพิเศษคณิตมายด์ (Tutoring)", 2400, "ครูนิด"),
            ("ค่าใช้จ่ายยายสมร (Grandma)", 2000, "")] + list(extra)


HOUSE_2568 = {
    "ส.ค. 2568": _month(2874.50, 386.50, 11500),
    "ก.ย. 2568": _month(2986.45, 398.20, 12200, [("ซ่อมเครื่องซักผ้า (Washing machine repair)", 1650, "")]),
    "ต.ค. 2568": _month(2713.25, 412.30, 11850, [("ชุดลูกเสือมายด์ (Scout uniform)", 890, "")]),
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


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "งานกล้อง/Suppliers/email_SecureLink_Nov2025.txt": SECURELINK_EMAIL,
    "งานกล้อง/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": WAGES,
    "งานกล้อง/เอกสาร/email_SiamAutoParts_PO.txt": PO_EMAIL,
    "งานกล้อง/เอกสาร/สำรวจหน้างาน_สยามออโตพาร์ท.md": SURVEY,
    "งานกล้อง/แชท/แชทไลน์_นิติบลูโคสต์.txt": CONDO_CHAT,
    "งานกล้อง/แชท/แชทไลน์_กลุ่มช่าง.txt": TEAM_CHAT,
    "งานกล้อง/รถตู้/ประวัติเข้าศูนย์_รถตู้.md": VAN_LOG,
    "งานกล้อง/วิธีตั้งค่าดูกล้องผ่านมือถือ.md": HOWTO,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[28 ต.ค. 68 19:40] พิมพ์: พี่กร ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 27,750
[28 ต.ค. 68 19:52] กร: โอเค ต้นเดือนเงินมัดจำบลูโคสต์เข้าแล้ว เดี๋ยวโอน
[30 ต.ค. 68 08:15] ยายสมร: มายด์บอกวันศุกร์ไปทัศนศึกษา ต้องเตรียมข้าวกล่องไหม
[30 ต.ค. 68 08:20] พิมพ์: ไม่ต้องค่ะแม่ โรงเรียนเลี้ยง
[4 พ.ย. 68 20:03] พิมพ์: ธนาคารส่งจดหมายมา ดอกเบี้ยบ้านลด ผ่อนเหลือ 13,850 ตั้งแต่งวด ม.ค.
[4 พ.ย. 68 20:10] กร: จ่าย 14,200 เท่าเดิมไปเลย จะได้หมดไว
[6 พ.ย. 68 17:30] พิมพ์: ครูนิดครูพิเศษคณิตของมายด์บอก ธ.ค. ขึ้นเป็นเดือนละ 2,800 นะ
[7 พ.ย. 68 18:02] พิมพ์: คุยกับครูแล้ว ครูให้ 2,600 เพราะเรียนมาตั้งแต่ ป.3
[7 พ.ย. 68 18:05] กร: โอเค
[9 พ.ย. 68 10:11] พิมพ์: โอนค่าเทอมแล้วนะ 27,750
[9 พ.ย. 68 10:30] มายด์: ขอบคุณค่ะพ่อแม่
[12 พ.ย. 68 21:00] พิมพ์: ใบแจ้งประกันสุขภาพมายด์มาแล้ว 21,480 ขึ้นจากปีก่อน ต้องจ่ายก่อน 5 ธ.ค.
[12 พ.ย. 68 21:04] กร: ประกันรถตู้ก็มาแล้ว 14,650 อันนั้นเงินร้านจ่าย
""",
    "บ้าน/ทริปเกาะสีชัง.md": """# ทริปเกาะสีชัง 6-7 ธ.ค. 2568
- เรือจากท่าเรือเกาะลอย ศรีราชา รอบ 8.00 น. คนละ 50 บาท
- เช่าสามล้อเที่ยวรอบเกาะ 400 บาท
- ที่พัก บ้านริมผา 1 คืน 1,800 บาท
- จุดแวะ: หาดถ้ำพัง, พระจุฑาธุชราชฐาน, ศาลเจ้าพ่อเขาใหญ่
- งบรวมทั้งบ้าน (4 คน) ประมาณ 4,500 บาท
- ยายสมรไปด้วย เลือกที่พักไม่ต้องขึ้นบันไดเยอะ
""",
}
TODO = {"todo.md": """- ส่งมอบงานบลูโคสต์ 13 พ.ย. บ่ายสอง เก็บเงินที่เหลือ 99,000 + กล้องเพิ่ม 7,000
- อบรมเซฟตี้โรงงานอมตะ 14 พ.ย. 08:30
- สั่งกล้อง SL-D4M ก่อน 30 พ.ย. (ราคาขึ้น ธ.ค.)
- จ่ายประกันสุขภาพมายด์ ก่อน 5 ธ.ค.
- ต่อประกันรถตู้ ก่อน 10 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "งานกล้อง", docs / "บ้าน"
    quotes, suppliers, books, papers = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชี", shop / "เอกสาร"
    van = shop / "รถตู้"
    for folder in (quotes, suppliers, books, papers, van, shop / "แชท", home / "Bills", home / "ธนาคาร",
                   home / "ประกัน", home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_คอนโดบลูโคสต์_ร่าง.docx", CONDO_DRAFT, CONDO_DRAFT_TABLE, bottom=CONDO_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_คอนโดบลูโคสต์_ฉบับส่ง.docx", CONDO_FINAL, CONDO_FINAL_TABLE,
               bottom=CONDO_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สยามออโตพาร์ท_อมตะ.docx", FACTORY_TOP, FACTORY_TABLE, bottom=FACTORY_BOTTOM)
    make_pdf(suppliers / "SecureLink_pricelist_2025.pdf", SECURELINK_PRICES_2025)
    write_docx(suppliers / "ราคาตัวแทน_ซีเคียวลิงค์_2567.docx", SECURELINK_PRICES_2567, SECURELINK_PRICES_2567_TABLE,
               bottom=SECURELINK_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SecureLink_invoice_SL-INV-25-3391.pdf", SECURELINK_INVOICE)
    make_pdf(suppliers / "EasternVision_quotation_EVQ-25-0588.pdf", EASTERNVISION_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_ซีซีทีวีเมกะ_ชุดกล้องโรงงาน.docx", MEGA_QUOTE_TOP, MEGA_QUOTE_TABLE,
               bottom=MEGA_QUOTE_BOTTOM)
    _book(books / "รายรับรายจ่าย_2568.xlsx", "2568", BOOK_2568)
    _book(books / "รายรับรายจ่าย_2567.xlsx", "2567", BOOK_2567)
    write_docx(papers / "สัญญา_MA_หมู่บ้านชลลดา.docx", MA_TOP, headings=MA_HEADINGS, bottom=MA_BOTTOM)
    make_pdf(van / "EasternStar_van_insurance_renewal_2025.pdf", VAN_INSURANCE)
    write_slides(shop / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_BILL)
    make_pdf(home / "Bills" / "BlueWave_mobile_bill_Oct2025.pdf", MOBILE_BILL)
    make_pdf(home / "ธนาคาร" / "ESB_home_loan_rate_notice.pdf", BANK_LETTER)
    make_pdf(home / "ประกัน" / "SunriseLife_premium_notice_Nicha_2025.pdf", HEALTH_NOTICE)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
