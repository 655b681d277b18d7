"""The welldrill folder: the papers of a Thai groundwater well driller and pump installer and his household.

The owner is ประเสริฐ แก้วมณี (ช่างเสริฐ, "Sert", Prasert Kaewmanee) of "เสริฐบาดาล" (Sert Badan Well Drilling),
145 หมู่ 4 ต.จอหอ อ.เมืองนครราชสีมา จ.นครราชสีมา 30310. With a Hino rotary rig truck and a crew of four (น้าเขียว
the rig operator, ป้อม the driver, ตุ่ม and โอ๊ต the helpers) he drills 4- and 6-inch wells for farms, orchards,
houses and the tambon offices around Korat, and sells and installs submersible and solar pumps. His wife วันเพ็ญ
(เพ็ญ) keeps the books, their daughter น้องแพรว (ด.ญ.แพรวา) is in ม.2, his mother แม่บุญเรือน (72) had a cataract
operation on her left eye. He pays off a Toyota Hilux Revo. It is November 2568 (2025).

Documents/เสริฐบาดาล งานเจาะบ่อ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ฟาร์มไก่โชคชัย_ร่าง.docx: draft quote QT-SB-68/052 (15 ต.ค. 2568) to ฟาร์มไก่ศรีโชคชัย
  (เสี่ยโต้ง): 6-inch well 120 m at 650 (78,000), PVC casing 120 m at 380 (45,600), 3 HP pump 38,500, flushing
  6,500, total 168,600 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ฟาร์มไก่โชคชัย_final v2.docx: the final (24 ต.ค. 2568) to คุณธนพล ศรีโชคชัย: 100 m at 700
  (70,000), casing 100 m at 380 (38,000), Franklin 3 HP 36,900, control box and cable 8,400, flushing 6,500,
  total 159,800, deposit 40% 63,920, balance 95,880, start 10 พ.ย. 2568.
- ใบเสนอราคา/Quote_KoratPumpCenter_submersible Nov2025.pdf: English quote KPC-QT-2511-086 for pump stock (2 x 3 HP,
  3 x 1.5 HP, 2 control boxes, 300 m cable, 2 pressure tanks): 89,450 + VAT 6,261.50 = 95,711.50.
- ใบเสนอราคา/ใบเสนอราคา_ร้านเจริญยนต์การเกษตร_ปั๊มบาดาล.docx: the Thai shop's quote for the same items: 88,400 +
  delivery 500 = 88,900 (no VAT), deposit 30% 26,670.
- สัญญา/สัญญาจ้าง_อบต.หนองบัวศาลา_เจาะบ่อบาดาล ม.7.docx: contract 12/2568 (8 ต.ค. 2568) with อบต.หนองบัวศาลา for the
  หมู่ 7 village well: 398,000, 60 days from 15 ต.ค. 2568 (done by 13 ธ.ค. 2568), fine 398 a day, guarantee 5%
  19,900, instalments 238,800 (60%) and 159,200 (40%), warranty 2 years.
- เอกสาร/WaterLab_report_BanNongBua_Moo7_Oct2025.pdf: English lab report WQ-25-1093 for the หมู่ 7 well: depth 152 m,
  yield 7.2 m3/hr, pH 7.1, TDS 612 mg/L, iron 1.35 mg/L (fails 1.0), hardness 288; iron filter advised; fee 2,400.
- เอกสาร/หนังสือแจ้งต่ออายุใบอนุญาตเจาะน้ำบาดาล_2568.docx: the groundwater office's notice: driller licence นม.
  0147/2566 expires 31 ธันวาคม 2568, apply by 30 พฤศจิกายน 2568, fee 2,000, 3 well reports missing.
- เอกสาร/จดหมายทวงเงิน_คุณวิชัย_ร่าง.docx: draft letter asking นายวิชัย ภูผา for 35,500 (58,500 less 23,000 paid).
- เอกสาร/email_SolarFlow_dealer promo_03-11-2025.txt: English email: SolarFlow 1,100 W solar pump kit, retail 48,900,
  dealer 39,900, 3 or more 37,500 each, order by 30 Nov 2025, dealer training 6 Dec 2025.
- ซื้อของ/KoratPipe_invoice_IV6810-233.pdf: English invoice (27 Oct 2025) for casing: 107,000 + VAT 7,490 =
  114,490.00, less deposit 30,000.00, balance 84,490.00 due 10 Nov 2025.
- ซื้อของ/ใบเสร็จ_โคราชท่อและอุปกรณ์_RE6811-019.docx: the Thai receipt for it: 84,490.00 received 7 พ.ย. 2568.
- ซื้อของ/PTT_FleetCard_statement_Oct2025.pdf: English fuel card statement, October: 14 fills, 1,254.0 litres,
  41,306.76 THB, due 15 Nov 2025.
- บัญชี/รายรับรายจ่าย_เสริฐบาดาล_2568.xlsx: this year's book, sheet รายรับ-รายจ่าย (income: drilling, pumps,
  repair/flushing; expenses: diesel, pipe and materials, wages, rig repair; profit) January to October
  (September profit 35,900) and sheet ลูกหนี้ค้างจ่าย (customers who owe).
- บัญชี/รายรับรายจ่าย_เสริฐบาดาล_2567.xlsx: last year's book, same layout, January to December (May pipe 35,600).
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.xlsx: wages, sheets 1-15 ต.ค., 16-31 ต.ค. and สรุป ต.ค.: 56,250 earned, 6,000 advanced,
  50,250 paid; names and nicknames.
- บัญชี/บ่อที่เจาะปี68_well log.xlsx: wells drilled in 2568: customer, place, depth, yield, price, paid.
- ราคา/ใบราคาเจาะบ่อบาดาล_2568.docx: this year's prices: 4-inch 450/m, 6-inch 700/m, PVC 4" 260, 6" 380,
  flushing 6,500, pump fitting 3,500, survey 3,000.
- ราคา/price list 2567 (old).xlsx: last year's: 4-inch 400, 6-inch 620, PVC 4" 240, 6" 350, flushing 5,500.
- แชท/LINE_สวนทุเรียนวังน้ำเขียว.txt: LINE with ลุงหมาย (สมหมาย): 45,000 asked, 38,000, 42,000 and 40,000 offered,
  settled 40,500 with free flushing, deposit 10,000 on 5 พ.ย. 2568.
- แชท/LINE_chat_ปากช่อง_บ้านฝรั่ง.txt: English LINE with Peter (Pak Chong): 68,000 quoted, 55,000, 62,000, 58,000,
  settled 59,000 with the pressure tank, deposit 20,000.
- แชท/แชทไลน์_กลุ่มทีมเสริฐบาดาล.txt: the crew's group: compressor repair at อู่ช่างแดง 18,500, 16,000, settled 15,500.
- จดงาน_พ.ย.68.md: November job list by nickname.
- สูตรน้ำโคลนเบนโทไนท์.md: drilling mud mix (a distractor).
- แผนงานปี 2569_เสริฐบาดาล.pptx: next year's plan (2,000,000 target, compressor 280,000).
- Solar pump package_ลูกค้า.pptx: a customer pitch for the solar pump package (69,000 installed).

Documents/บ้าน ครอบครัว/ (the household)
- ค่าไฟ/PEA_ebill_Sep2025.pdf and ค่าไฟ/PEA_ebill_Oct2025.pdf: English electricity bills (356 kWh, 1,788.12,
  due 2 Oct 2025; 331 kWh, 1,657.46, due 2 Nov 2025).
- ค่าไฟ/AIS_Fibre_Oct2025.pdf: English internet bill, 749.00.
- ประกัน/ต่ออายุประกันสุขภาพแม่_2569.docx: the mother's health insurance renewal: 28,760 (last year 24,300), pay by
  15 ธันวาคม 2568.
- ลูก/ค่าเทอม_ด.ญ.แพรวา_ม.2_เทอม2-68.docx: school fee notice, 18,450 by 20 พฤศจิกายน 2568.
- แม่/KoratMedical_bill_cataract_Oct2025.pdf: English hospital bill for the left-eye cataract operation: 62,850,
  insurance 45,000, paid 17,850 on 23 Oct 2025.
- แม่/ใบนัดแม่_ตา.md: the mother's eye appointments, right eye planned for ม.ค. 2569 (about 58,000).
- รถ/SiamAutoLeasing_Revo_statement_Oct2025.pdf: car loan statement: 14,320 a month, 31 of 48 paid, 243,440 left.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "เสริฐบาดาล งานเจาะบ่อ"
HOME = "บ้าน ครอบครัว"
SB_TOP = ("เสริฐบาดาล รับเจาะบ่อบาดาล ติดตั้งปั๊มซับเมิร์ส-โซล่าเซลล์ โดย ช่างเสริฐ (ประเสริฐ แก้วมณี) "
          "145 หมู่ 4 ต.จอหอ อ.เมืองนครราชสีมา จ.นครราชสีมา 30310 โทร 081-967-3304 "
          "ใบอนุญาตช่างเจาะน้ำบาดาล เลขที่ นม. 0147/2566")


def _m(value: float) -> str:
    return f"{value:,.2f}"


# ---------------------------------------------------------------- chicken farm quotes
FARM_DRAFT = [
    SB_TOP,
    "ใบเสนอราคา เลขที่ QT-SB-68/052 (ร่าง)",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน เจ้าของฟาร์มไก่ศรีโชคชัย (เสี่ยโต้ง) ต.ท่าเยี่ยม อ.โชคชัย จ.นครราชสีมา",
    "เรื่อง เจาะบ่อบาดาลขนาด 6 นิ้ว สำหรับโรงเรือนไก่เนื้อ พร้อมติดตั้งปั๊ม",
]
FARM_DRAFT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา/หน่วย", "จำนวนเงิน"),
    ("1", "ค่าเจาะบ่อบาดาล 6 นิ้ว", "120 เมตร", "650", "78,000"),
    ("2", "ท่อกรุ PVC 6 นิ้ว ชั้น 13.5", "120 เมตร", "380", "45,600"),
    ("3", "ปั๊มซับเมิร์ส 3 แรงม้า พร้อมติดตั้ง", "1 ชุด", "38,500", "38,500"),
    ("4", "เป่าล้างบ่อและทดสอบปริมาณน้ำ", "1 งาน", "6,500", "6,500"),
    ("", "รวมเป็นเงิน", "", "", "168,600"),
]
FARM_DRAFT_BOTTOM = [
    "รวมเป็นเงินทั้งสิ้น 168,600 บาท (หนึ่งแสนหกหมื่นแปดพันหกร้อยบาทถ้วน)",
    "ร่าง ยังไม่ได้ส่ง ให้เพ็ญเช็คราคาท่อล็อตใหม่ก่อน เสี่ยโต้งบอกว่าลึก 100 เมตรก็น่าจะพอ",
]
FARM_FINAL = [
    SB_TOP,
    "ใบเสนอราคา เลขที่ QT-SB-68/052 แก้ไขครั้งที่ 2",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณธนพล ศรีโชคชัย ฟาร์มไก่ศรีโชคชัย 99 หมู่ 3 ต.ท่าเยี่ยม อ.โชคชัย จ.นครราชสีมา",
    "เรื่อง เจาะบ่อบาดาลขนาด 6 นิ้ว ลึก 100 เมตร พร้อมติดตั้งปั๊มซับเมิร์สและตู้ควบคุม เริ่มงาน 10 พฤศจิกายน 2568",
]
FARM_FINAL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา/หน่วย", "จำนวนเงิน"),
    ("1", "ค่าเจาะบ่อบาดาล 6 นิ้ว", "100 เมตร", "700", "70,000"),
    ("2", "ท่อกรุ PVC 6 นิ้ว ชั้น 13.5", "100 เมตร", "380", "38,000"),
    ("3", "ปั๊มซับเมิร์ส Franklin 3 แรงม้า 380V", "1 ชุด", "36,900", "36,900"),
    ("4", "ตู้ควบคุมปั๊ม + สายไฟซับเมิร์ส 80 เมตร", "1 ชุด", "8,400", "8,400"),
    ("5", "เป่าล้างบ่อและทดสอบปริมาณน้ำ", "1 งาน", "6,500", "6,500"),
    ("", "รวมเป็นเงิน", "", "", "159,800"),
]
FARM_FINAL_BOTTOM = [
    "รวมเป็นเงินทั้งสิ้น 159,800 บาท (หนึ่งแสนห้าหมื่นเก้าพันแปดร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
    "การชำระเงิน: มัดจำ 40% = 63,920 บาท ก่อนเข้าพื้นที่ ส่วนที่เหลือ 95,880 บาท ชำระเมื่อส่งมอบบ่อและปั๊มใช้งานได้",
    "รับประกันปั๊ม 1 ปี รับประกันบ่อ (ไม่ตัน ไม่ทรุด) 1 ปี หากเจาะแล้วไม่พบน้ำ คิดค่าเจาะเมตรละ 350 บาท",
    "ยืนราคา 30 วัน",
    "ลงชื่อ ประเสริฐ แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- pump stock quotes
KPC_QUOTE = [
    "KORAT PUMP CENTER CO., LTD.\n"
    "Pumps, motors and water systems - 512 Mittraphap Road, Mueang Nakhon Ratchasima 30000\n"
    "Tel. 044-255-318   Tax ID 0305559004127\n"
    "\n"
    "QUOTATION No. KPC-QT-2511-086            Date: 4 Nov 2025\n"
    "To: Mr. Prasert Kaewmanee (Sert Badan Well Drilling), Jor Hor, Nakhon Ratchasima\n"
    "Re: submersible pump stock\n"
    "\n"
    "Item                                         Qty       Unit price    Amount\n"
    "Submersible pump 4\" 3 HP 380V (Franklin)     2 sets    15,800.00     31,600.00\n"
    "Submersible pump 3\" 1.5 HP 220V              3 sets     9,650.00     28,950.00\n"
    "Control box 3 HP with overload               2 pcs     2,350.00      4,700.00\n"
    "Submersible cable 4 x 2.5 sq mm            300 m          48.00     14,400.00\n"
    "Pressure tank 100 L                          2 pcs     4,900.00      9,800.00\n"
    "\n"
    "Subtotal                                                            89,450.00\n"
    "VAT 7%                                                               6,261.50\n"
    "GRAND TOTAL                                                         95,711.50 THB\n"
    "\n"
    "Delivery free within Mueang Nakhon Ratchasima, 3 days after order.\n"
    "Payment: 50% on order, balance on delivery. Warranty: pumps 1 year, control boxes 6 months.\n"
    "Valid 30 days. Sales: Kittipong (Golf) 089-512-7740",
]
CHAROEN_QUOTE = [
    "ร้านเจริญยนต์การเกษตร เครื่องยนต์ ปั๊มน้ำ อุปกรณ์การเกษตร",
    "77/1 ถ.สืบศิริ ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา โทร 044-242-905",
    "ใบเสนอราคา เลขที่ 68/1147  วันที่ 6 พ.ย. 2568",
    "เรียน ช่างเสริฐ (คุณประเสริฐ แก้วมณี)",
    "เรื่อง ปั๊มบาดาลและอุปกรณ์",
]
CHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคา/หน่วย (บาท)", "รวม (บาท)"),
    ("ปั๊มซับเมิร์ส 4 นิ้ว 3 แรงม้า 380V", "2 ชุด", "15,200", "30,400"),
    ("ปั๊มซับเมิร์ส 3 นิ้ว 1.5 แรงม้า 220V", "3 ชุด", "9,900", "29,700"),
    ("ตู้ควบคุมปั๊ม 3 แรงม้า", "2 ตู้", "2,200", "4,400"),
    ("สายไฟซับเมิร์ส 4x2.5 ตร.มม.", "300 เมตร", "45", "13,500"),
    ("ถังแรงดัน 100 ลิตร", "2 ใบ", "5,200", "10,400"),
    ("รวมค่าสินค้า", "", "", "88,400"),
    ("ค่าขนส่ง", "", "", "500"),
    ("รวมทั้งสิ้น", "", "", "88,900"),
]
CHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 88,900 บาท (แปดหมื่นแปดพันเก้าร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 26,670 บาท ของพร้อมส่ง 5-7 วัน ปั๊มรับประกัน 1 ปี ถังแรงดันรับประกัน 2 ปี",
    "เจ๊ติ๋ม 086-331-4820",
]

# ---------------------------------------------------------------- tambon contract
CONTRACT = [
    "สัญญาจ้าง เลขที่ 12/2568",
    "สัญญาฉบับนี้ทำขึ้น ณ องค์การบริหารส่วนตำบลหนองบัวศาลา อ.เมืองนครราชสีมา จ.นครราชสีมา "
    "เมื่อวันที่ 8 ตุลาคม 2568 ระหว่าง องค์การบริหารส่วนตำบลหนองบัวศาลา โดย นายสุรพล ชัยมงคล "
    "นายกองค์การบริหารส่วนตำบล ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" ฝ่ายหนึ่ง กับ นายประเสริฐ แก้วมณี "
    "ผู้ประกอบการ เสริฐบาดาล ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\" อีกฝ่ายหนึ่ง",
    "ข้อ 1 ผู้ว่าจ้างตกลงจ้างและผู้รับจ้างตกลงรับจ้างเจาะบ่อบาดาลขนาด 6 นิ้ว ความลึกไม่น้อยกว่า 150 เมตร "
    "พร้อมติดตั้งเครื่องสูบน้ำซับเมิร์ส 2 แรงม้า และถังเก็บน้ำสแตนเลส 2,000 ลิตร บนหอสูง 6 เมตร "
    "ณ บ้านหนองบัว หมู่ที่ 7 ตามแบบและรายละเอียดแนบท้ายสัญญา",
    "ข้อ 2 ค่าจ้างรวมเป็นเงินทั้งสิ้น 398,000 บาท (สามแสนเก้าหมื่นแปดพันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ข้อ 3 ผู้รับจ้างต้องเริ่มงานวันที่ 15 ตุลาคม 2568 และทำงานให้แล้วเสร็จภายใน 60 วัน "
    "คือภายในวันที่ 13 ธันวาคม 2568",
    "ข้อ 4 ผู้รับจ้างได้นำหลักประกันสัญญาเป็นหนังสือค้ำประกันของธนาคาร จำนวน 5% ของค่าจ้าง เป็นเงิน 19,900 บาท "
    "มามอบให้แก่ผู้ว่าจ้าง ผู้ว่าจ้างจะคืนหลักประกันเมื่อพ้นกำหนดรับประกันความชำรุดบกพร่อง",
    "ข้อ 5 การจ่ายเงิน แบ่งเป็น 2 งวด งวดที่ 1 ร้อยละ 60 เป็นเงิน 238,800 บาท เมื่อเจาะบ่อแล้วเสร็จ "
    "และผลตรวจคุณภาพน้ำผ่านเกณฑ์ งวดที่ 2 ร้อยละ 40 เป็นเงิน 159,200 บาท เมื่อติดตั้งเครื่องสูบน้ำ "
    "และถังเก็บน้ำใช้งานได้ และคณะกรรมการตรวจรับงานแล้ว",
    "ข้อ 6 หากผู้รับจ้างทำงานไม่แล้วเสร็จตามกำหนด ต้องชำระค่าปรับให้ผู้ว่าจ้างวันละ 0.10% ของค่าจ้าง "
    "เป็นเงินวันละ 398 บาท จนกว่างานจะแล้วเสร็จ",
    "ข้อ 7 ผู้รับจ้างรับประกันความชำรุดบกพร่องของงานเป็นเวลา 2 ปี นับแต่วันที่ผู้ว่าจ้างตรวจรับงาน",
    "ข้อ 8 ผู้รับจ้างต้องส่งผลวิเคราะห์คุณภาพน้ำจากห้องปฏิบัติการ และรายงานการเจาะบ่อ "
    "ให้ผู้ว่าจ้างก่อนการเบิกเงินงวดที่ 1",
    "ลงชื่อ นายสุรพล ชัยมงคล ผู้ว่าจ้าง    ลงชื่อ นายประเสริฐ แก้วมณี ผู้รับจ้าง",
    "ลงชื่อ นางสาวกนกพร ดีงาม ปลัด อบต. พยาน",
]

# ---------------------------------------------------------------- papers
WATER_LAB = [
    "NAKHON RATCHASIMA WATER QUALITY LABORATORY\n"
    "88/9 Suranaree Road, Mueang Nakhon Ratchasima 30000  Tel. 044-273-661\n"
    "\n"
    "TEST REPORT No. WQ-25-1093                 Issued: 3 Nov 2025\n"
    "Client: Sert Badan Well Drilling (Mr. Prasert Kaewmanee)\n"
    "Sample: groundwater, new village well, Ban Nong Bua Moo 7, Nong Bua Sala SAO\n"
    "Sampled: 28 Oct 2025, after 6 hours of pumping\n"
    "Well depth 152 m, static water level 18.5 m, pumping rate 7.2 m3/hr\n"
    "\n"
    "Parameter              Result       Standard (drinking)     Status\n"
    "pH                     7.1          6.5 - 8.5               Pass\n"
    "Total dissolved solids 612 mg/L     not more than 1,200     Pass\n"
    "Iron (Fe)              1.35 mg/L    not more than 1.0       FAIL\n"
    "Manganese (Mn)         0.22 mg/L    not more than 0.5       Pass\n"
    "Total hardness         288 mg/L     not more than 500       Pass\n"
    "Chloride               142 mg/L     not more than 600       Pass\n"
    "Nitrate (as NO3)       4.2 mg/L     not more than 45        Pass\n"
    "Total coliform         not detected not detected            Pass\n"
    "\n"
    "CONCLUSION: the water does not meet the groundwater drinking standard because of iron.\n"
    "It may be used for general household use. For drinking, install an aeration tank and\n"
    "an iron removal (manganese greensand) filter, then test again.\n"
    "\n"
    "Test fee: 2,400 THB (paid).  Analyst: Ms. Jiraporn Sangsuwan",
]
LICENCE_LETTER = [
    "สำนักงานทรัพยากรน้ำบาดาล เขต 5 (นครราชสีมา)",
    "ที่ ทส 0605.5/2114",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตประกอบกิจการเจาะน้ำบาดาล",
    "เรียน นายประเสริฐ แก้วมณี",
    "ตามที่ท่านได้รับใบอนุญาตช่างเจาะน้ำบาดาล เลขที่ นม. 0147/2566 ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 นั้น",
    "หากประสงค์จะต่ออายุใบอนุญาต ขอให้ยื่นคำขอต่ออายุภายในวันที่ 30 พฤศจิกายน 2568 พร้อมชำระค่าธรรมเนียม "
    "2,000 บาท และแนบเอกสารดังนี้ 1) สำเนาบัตรประชาชน 2) รูปถ่าย 1 นิ้ว 2 รูป 3) รายงานการเจาะน้ำบาดาล "
    "ของบ่อที่เจาะในปี 2568 ให้ครบทุกบ่อ",
    "จากการตรวจสอบ สำนักงานยังไม่ได้รับรายงานการเจาะน้ำบาดาลของท่านจำนวน 3 บ่อ "
    "(บ่อที่เจาะเดือนกรกฎาคม-กันยายน 2568) ขอให้ส่งพร้อมคำขอต่ออายุ",
    "หากยื่นคำขอหลังวันที่ใบอนุญาตสิ้นอายุ จะต้องยื่นขอใบอนุญาตใหม่และผ่านการอบรม 2 วัน",
    "จึงเรียนมาเพื่อโปรดทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายวีระศักดิ์ โพธิ์ทอง ผู้อำนวยการสำนักงานทรัพยากรน้ำบาดาล เขต 5",
]
DUNNING = [
    "เสริฐบาดาล 145 หมู่ 4 ต.จอหอ อ.เมืองนครราชสีมา จ.นครราชสีมา โทร 081-967-3304",
    "วันที่ ...... พฤศจิกายน 2568",
    "เรื่อง ขอให้ชำระค่าเจาะบ่อบาดาลที่ค้างชำระ",
    "เรียน คุณวิชัย ภูผา บ้านเลขที่ 41 หมู่ 9 ต.โคกกรวด อ.เมืองนครราชสีมา",
    "ตามที่เสริฐบาดาลได้เจาะบ่อบาดาลขนาด 4 นิ้ว ลึก 90 เมตร พร้อมติดตั้งปั๊ม 1.5 แรงม้า ให้ท่าน "
    "แล้วเสร็จเมื่อวันที่ 12 สิงหาคม 2568 ค่าจ้างรวม 58,500 บาท ท่านได้ชำระแล้ว 23,000 บาท",
    "ยังคงค้างชำระอีก 35,500 บาท (สามหมื่นห้าพันห้าร้อยบาทถ้วน) ขอความกรุณาชำระภายในวันที่ 30 พฤศจิกายน 2568 "
    "โดยโอนเข้าบัญชีธนาคารกรุงไทย ชื่อบัญชี ประเสริฐ แก้วมณี เลขที่ 301-0-44782-6",
    "หากท่านมีปัญหาเรื่องปั๊มหรือบ่อ ยินดีเข้าไปดูให้โดยไม่คิดค่าบริการ",
    "ขอแสดงความนับถือ",
    "(ประเสริฐ แก้วมณี)",
    "ร่าง - ให้เพ็ญอ่านก่อน ยังไม่ได้ส่ง อย่าแรงเกินไป พี่วิชัยเป็นญาติผู้ใหญ่บ้าน",
]
SOLAR_EMAIL = """From: Naruemon Chaiyasit <dealer@solarflowpumps.co.th>
To: sertbadan.korat@gmail.com
Date: Mon, 3 Nov 2025 10:12
Subject: Dealer promotion Nov 2025 - SolarFlow SF-1100 solar pump kit

Dear Khun Prasert,

Thank you for meeting our team at the Korat agri fair. As a registered well driller you can
join our dealer programme. Our November promotion for dealers:

SolarFlow SF-1100 kit: 1,100 W DC brushless submersible pump (3 inch), MPPT controller,
4 x 550 W mono panels, float switch and 60 m cable.
- Retail price: 48,900 THB per kit
- Dealer price: 39,900 THB per kit
- 3 kits or more in one order: 37,500 THB per kit
- Mounting frame for the 4 panels: 4,800 THB (dealer 3,900 THB)

Prices include VAT and free delivery to Nakhon Ratchasima. The pump has a 2-year warranty and
the panels 12 years. Orders must be placed by 30 Nov 2025 to get the promotion prices.

We also run a free one-day installer training in Korat on 6 Dec 2025 (9:00-16:00, lunch
included). Dealers who attend get listed on our website's installer map.

Please reply to this email or call me at 092-718-4406.

Best regards,
Naruemon (Mon)
Dealer Sales, SolarFlow Pumps (Thailand) Co., Ltd.
"""

# ---------------------------------------------------------------- pipe order
PIPE_INVOICE = [
    "KORAT PIPE & FITTING CO., LTD.\n"
    "PVC pipe, well casing and fittings - 230 Moo 2, Korat-Chokchai Road, Nakhon Ratchasima 30000\n"
    "Tax ID 0305553001986   Tel. 044-371-122\n"
    "\n"
    "TAX INVOICE / INVOICE No. IV6810-233\n"
    "Date: 27 Oct 2025                 Due date: 10 Nov 2025\n"
    "Customer: Sert Badan Well Drilling (Mr. Prasert Kaewmanee), 145 Moo 4, Jor Hor\n"
    "\n"
    "Item                                          Qty          Unit price   Amount\n"
    "PVC well casing 6\" class 13.5, 4 m          60 lengths    1,480.00    88,800.00\n"
    "PVC slotted screen 6\", 4 m                    6 lengths    2,150.00    12,900.00\n"
    "Casing centraliser 6\"                        20 pcs           85.00     1,700.00\n"
    "Gravel pack 3-6 mm                            3 tons       1,200.00     3,600.00\n"
    "\n"
    "Subtotal                                                             107,000.00\n"
    "VAT 7%                                                                 7,490.00\n"
    "Total                                                                114,490.00\n"
    "Less deposit paid 20 Oct 2025                                        -30,000.00\n"
    "BALANCE DUE                                                           84,490.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Korat Pipe & Fitting Co., Ltd., account 270-4-51190-3.",
]
PIPE_RECEIPT = [
    "บริษัท โคราชท่อและอุปกรณ์ จำกัด (สำนักงานใหญ่)",
    "230 หมู่ 2 ถ.โคราช-โชคชัย จ.นครราชสีมา 30000  เลขประจำตัวผู้เสียภาษี 0305553001986",
    "ใบเสร็จรับเงิน เลขที่ RE6811-019",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก คุณประเสริฐ แก้วมณี (เสริฐบาดาล)",
    "ชำระตามใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ IV6810-233 ลงวันที่ 27/10/68",
]
PIPE_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบกำกับภาษี (รวม VAT)", "114,490.00"),
    ("หัก เงินมัดจำ 20/10/68", "30,000.00"),
    ("รับชำระครั้งนี้", "84,490.00"),
]
PIPE_RECEIPT_BOTTOM = [
    "ชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 84,490.00 บาท (แปดหมื่นสี่พันสี่ร้อยเก้าสิบบาทถ้วน)",
    "ชำระครบแล้ว",
    "ผู้รับเงิน นางสาวพิมพ์ใจ วงศ์สวัสดิ์",
]

# ---------------------------------------------------------------- fuel card
DIESEL_PRICE = 32.94
FLEET_FILLS = [  # date, card, station, litres
    ("02 Oct", "4417", "PTT Jor Hor", 120.0), ("04 Oct", "4425", "PTT Jor Hor", 55.0),
    ("07 Oct", "4417", "PTT Chokchai", 110.0), ("09 Oct", "4417", "PTT Chokchai", 95.0),
    ("11 Oct", "4425", "PTT Mittraphap", 60.0), ("14 Oct", "4417", "PTT Nong Bua Sala", 130.0),
    ("16 Oct", "4417", "PTT Nong Bua Sala", 118.0), ("18 Oct", "4425", "PTT Jor Hor", 52.0),
    ("21 Oct", "4417", "PTT Nong Bua Sala", 125.0), ("23 Oct", "4417", "PTT Wang Nam Khiao", 98.0),
    ("25 Oct", "4425", "PTT Pak Chong", 58.5), ("27 Oct", "4417", "PTT Nong Bua Sala", 104.5),
    ("29 Oct", "4425", "PTT Jor Hor", 48.0), ("31 Oct", "4417", "PTT Jor Hor", 80.0),
]
FLEET_LITRES = round(sum(f[3] for f in FLEET_FILLS), 1)
FLEET_TOTAL = round(sum(round(f[3] * DIESEL_PRICE, 2) for f in FLEET_FILLS), 2)


def _fleet_statement() -> list[str]:
    lines = "\n".join(f"{d}   {card}   {station:<22} Diesel B7   {litres:>7.1f}   {DIESEL_PRICE:.2f}   "
                      f"{_m(round(litres * DIESEL_PRICE, 2)):>10}" for d, card, station, litres in FLEET_FILLS)
    return [
        "PTT FLEET CARD - MONTHLY STATEMENT\n"
        "PTT Oil and Retail Business Public Company Limited\n"
        "Account: SERT BADAN WELL DRILLING (Prasert Kaewmanee)   Account no. FC-30-077815\n"
        "Statement period: 1 Oct 2025 - 31 Oct 2025            Statement date: 1 Nov 2025\n"
        "Cards: 4417 (Hino rig truck 80-3391 Nakhon Ratchasima), 4425 (Toyota Hilux Revo)\n"
        "\n"
        "Date     Card   Station                Product      Litres   THB/L   Amount\n"
        f"{lines}\n"
        "\n"
        f"Total litres: {FLEET_LITRES:,.1f}\n"
        f"TOTAL AMOUNT DUE: {_m(FLEET_TOTAL)} THB\n"
        "Payment due: 15 Nov 2025 (direct debit from Krungthai Bank account ending 2-6)\n"
        "Credit limit 60,000.00 THB",
    ]


# ---------------------------------------------------------------- books
BOOK_HEADERS = ["เดือน (Month)", "เจาะบ่อ (Drilling)", "ติดตั้งปั๊ม (Pumps)", "ซ่อม/ล้างบ่อ (Repair, flushing)",
                "รวมรับ (Income)", "ดีเซล (Diesel)", "ท่อ/วัสดุ (Pipe, materials)", "ค่าแรง (Wages)",
                "ซ่อมรถเจาะ (Rig repair)", "รวมจ่าย (Expenses)", "กำไร (Profit)"]
WAGE_MONTH_TOTAL = 56250
BOOK_2568 = {
    "income": [
        [96000, 112500, 138000, 154500, 121000, 68500, 54000, 72500, 88000, 131500],
        [28400, 33600, 41200, 45800, 36900, 22500, 18400, 24600, 29300, 38700],
        [12500, 14000, 16500, 19000, 15500, 9500, 8000, 10500, 11000, 13500],
    ],
    "expenses": [
        [24800, 28600, 33900, 36200, 30100, 19400, 16800, 21300, 25700, FLEET_TOTAL],
        [31200, 36800, 45500, 51900, 40300, 22600, 17900, 24800, 29600, 44700],
        [36000, 38400, 42000, 44400, 40800, 31200, 28800, 31200, 33600, WAGE_MONTH_TOTAL],
        [0, 4800, 0, 12600, 0, 0, 8900, 0, 3500, 2300],
    ],
}
BOOK_2567 = {
    "income": [
        [82000, 95500, 121000, 138500, 104000, 59000, 47500, 63000, 76500, 98000, 112000, 105500],
        [22100, 27800, 35400, 39900, 30600, 18200, 15100, 20300, 24700, 28900, 31800, 29400],
        [10500, 11500, 14000, 16500, 13000, 8500, 7000, 9000, 9500, 11000, 12500, 12000],
    ],
    "expenses": [
        [21400, 24900, 29800, 32600, 26800, 17300, 14900, 18800, 22100, 25400, 28300, 26900],
        [26500, 29800, 38400, 43100, 35600, 19800, 15200, 20400, 25300, 31800, 36900, 33200],
        [31200, 33600, 36000, 38400, 36000, 26400, 24000, 26400, 28800, 31200, 33600, 33600],
        [6500, 0, 0, 9800, 0, 0, 14200, 0, 0, 2900, 0, 5600],
    ],
}
DEBTORS_2568 = [
    ("ลูกค้า (Customer)", "งาน (Job)", "เสร็จงาน (Done)", "ค่าจ้าง (Price)", "จ่ายแล้ว (Paid)", "ค้าง (Owed)"),
    ("วิชัย ภูผา (พี่วิชัย โคกกรวด)", "บ่อ 4 นิ้ว 90 ม. + ปั๊ม 1.5 HP", "12/08/68", 58500, 23000, 35500),
    ("สมศรี นาคดี (ป้าศรี)", "ล้างบ่อ + เปลี่ยนปั๊ม", "03/09/68", 14800, 8000, 6800),
    ("หจก.โคราชมันสำปะหลัง", "บ่อ 6 นิ้ว 110 ม.", "25/09/68", 96500, 60000, 36500),
]
DEBTORS_2567 = [
    ("ลูกค้า (Customer)", "งาน (Job)", "เสร็จงาน (Done)", "ค่าจ้าง (Price)", "จ่ายแล้ว (Paid)", "ค้าง (Owed)"),
    ("บุญมี ศรีทอง", "บ่อ 4 นิ้ว 70 ม.", "18/11/67", 36000, 20000, 16000),
    ("วัดป่าสามัคคี", "ซ่อมปั๊ม", "02/12/67", 7500, 0, 7500),
]


def _book(path: Path, year: str, data: dict, debtors: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ-รายจ่าย"
    sheet.append([f"บัญชีรายรับ-รายจ่าย เสริฐบาดาล ปี {year} (Sert Badan monthly book {year}, THB) - เพ็ญจด"])
    sheet.append(BOOK_HEADERS)
    income, expenses = data["income"], data["expenses"]
    totals = [0.0] * 10
    for index, month in enumerate(MONTHS[:len(income[0])]):
        ins = [column[index] for column in income]
        outs = [column[index] for column in expenses]
        row = ins + [sum(ins)] + outs + [round(sum(outs), 2), round(sum(ins) - sum(outs), 2)]
        totals = [a + b for a, b in zip(totals, row)]
        sheet.append([f"{month} {year}"] + row)
    sheet.append(["รวม (Total)"] + [round(value, 2) for value in totals])
    for column in range(2, 13):
        money_format(sheet, column)
    sheet = book.create_sheet("ลูกหนี้ค้างจ่าย")
    sheet.append([f"ลูกค้าค้างจ่าย ณ สิ้นเดือนล่าสุด ปี {year} (Customers who owe)"])
    for row in debtors:
        sheet.append(list(row))
    for column in range(4, 7):
        money_format(sheet, column)
    book.save(path)


WORKERS = [  # name, nickname, job, daily rate, (days, advance) first half, (days, advance) second half
    ("เขียว ศรีบุญ", "น้าเขียว", "ช่างคุมรถเจาะ", 700, (14, 2000), (15, 0)),
    ("สุริยา มีนา", "ป้อม", "คนขับรถ/ผู้ช่วยช่าง", 500, (13, 0), (13, 1000)),
    ("สมชาย ทองสุข", "ตุ่ม", "ผู้ช่วยช่างเจาะ", 450, (13, 1000), (14, 1500)),
    ("ธีรวัฒน์ พลเยี่ยม", "โอ๊ต", "ผู้ช่วยช่างเจาะ", 400, (12, 500), (15, 0)),
]
WAGE_HEADERS = ["ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "วันทำงาน (Days)",
                "ค่าแรง/วัน (Daily rate)", "รวมค่าแรง (Earned)", "เบิกล่วงหน้า (Advance)", "คงจ่าย (To pay)"]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for half, title in ((4, "1-15 ต.ค."), (5, "16-31 ต.ค.")):
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงลูกน้อง {title} 2568 (จ่ายทุกวันที่ 16 และสิ้นเดือน)"])
        sheet.append(WAGE_HEADERS)
        earned = advanced = 0
        for worker in WORKERS:
            days, advance = worker[half]
            pay = days * worker[3]
            earned, advanced = earned + pay, advanced + advance
            sheet.append([worker[0], worker[1], worker[2], days, worker[3], pay, advance, pay - advance])
        sheet.append(["รวม (Total)", "", "", "", "", earned, advanced, earned - advanced])
        for column in range(5, 9):
            money_format(sheet, column)
    sheet = book.create_sheet("สรุป ต.ค.")
    sheet.append(["สรุปค่าแรงเดือนตุลาคม 2568 (October wages)"])
    sheet.append(["ชื่อเล่น (Nickname)", "วันทำงาน (Days)", "รวมค่าแรง (Earned)", "เบิกล่วงหน้า (Advance)",
                  "จ่ายจริง (Paid)"])
    all_earned = all_advanced = 0
    for worker in WORKERS:
        days = worker[4][0] + worker[5][0]
        earned = days * worker[3]
        advanced = worker[4][1] + worker[5][1]
        all_earned, all_advanced = all_earned + earned, all_advanced + advanced
        sheet.append([worker[1], days, earned, advanced, earned - advanced])
    sheet.append(["รวมทั้งเดือน (Total)", "", all_earned, all_advanced, all_earned - all_advanced])
    assert all_earned == WAGE_MONTH_TOTAL
    for column in range(3, 6):
        money_format(sheet, column)
    book.save(path)


WELLS = [
    ("วันที่ (Date)", "ลูกค้า (Customer)", "สถานที่ (Place)", "ขนาด (Size)", "ลึก ม. (Depth m)",
     "น้ำ ลบ.ม./ชม. (Yield m3/h)", "ราคา (Price)", "สถานะ (Status)"),
    ("14/01/68", "ลุงประยูร", "ต.โคกกรวด", "4 นิ้ว", 72, 3.5, 42000, "จ่ายครบ"),
    ("02/02/68", "รีสอร์ทบ้านไร่ภูผา", "ปากช่อง", "6 นิ้ว", 128, 9.0, 118000, "จ่ายครบ"),
    ("21/03/68", "วัดหนองระเวียง", "ต.หนองระเวียง", "4 นิ้ว", 65, 4.0, 35000, "ทำบุญลด 5,000"),
    ("09/04/68", "ฟาร์มหมูเจริญทรัพย์", "อ.ขามทะเลสอ", "6 นิ้ว", 140, 11.5, 152000, "จ่ายครบ"),
    ("28/05/68", "พี่นก ไร่อ้อย", "อ.โนนสูง", "4 นิ้ว", 88, 3.0, 46500, "จ่ายครบ"),
    ("16/07/68", "ครูสมจิต", "ต.จอหอ", "4 นิ้ว", 60, 2.8, 31000, "จ่ายครบ"),
    ("12/08/68", "วิชัย ภูผา", "ต.โคกกรวด", "4 นิ้ว", 90, 3.2, 58500, "ค้าง 35,500"),
    ("25/09/68", "หจก.โคราชมันสำปะหลัง", "อ.สูงเนิน", "6 นิ้ว", 110, 8.4, 96500, "ค้าง 36,500"),
    ("15/10/68", "อบต.หนองบัวศาลา ม.7", "บ้านหนองบัว", "6 นิ้ว", 152, 7.2, 398000, "รอตรวจรับ งวด 1"),
]


def _well_log(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บ่อปี 68"
    sheet.append(["บ่อที่เจาะปี 2568 (Well log 2025) - ต้องส่งรายงานการเจาะให้สำนักงานน้ำบาดาลทุกบ่อ"])
    for row in WELLS:
        sheet.append(list(row))
    money_format(sheet, 7)
    book.save(path)


# ---------------------------------------------------------------- price lists
PRICES_2568 = [SB_TOP, "ใบราคาเจาะบ่อบาดาลและติดตั้งปั๊ม ปี 2568 (ใช้ 1 ม.ค. - 31 ธ.ค. 2568)"]
PRICES_2568_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("เจาะบ่อ 4 นิ้ว (ต่อเมตร)", "450"),
    ("เจาะบ่อ 6 นิ้ว (ต่อเมตร)", "700"),
    ("ท่อกรุ PVC 4 นิ้ว (ต่อเมตร)", "260"),
    ("ท่อกรุ PVC 6 นิ้ว (ต่อเมตร)", "380"),
    ("เป่าล้างบ่อ + ทดสอบน้ำ (ต่องาน)", "6,500"),
    ("ค่าติดตั้งปั๊ม (ไม่รวมตัวปั๊ม)", "3,500"),
    ("สำรวจหาตำแหน่งน้ำบาดาล", "3,000 (หักคืนถ้าจ้างเจาะ)"),
    ("ค่าเดินทางเกิน 50 กม.", "25 บาท/กม."),
]
PRICES_2568_BOTTOM = [
    "เจาะไม่เจอน้ำ คิดเมตรละ 350 บาท ไม่ต้องลงท่อ",
    "รับประกันบ่อ 1 ปี ปั๊มตามประกันบริษัท",
    "ติดต่อ ช่างเสริฐ 081-967-3304 / LINE sertbadan",
]
PRICES_2567 = [
    ("รายการ (Item)", "ราคา (Price, THB)", "หน่วย (Unit)"),
    ("เจาะบ่อ 4 นิ้ว (4-inch drilling)", 400, "เมตร"),
    ("เจาะบ่อ 6 นิ้ว (6-inch drilling)", 620, "เมตร"),
    ("ท่อ PVC 4 นิ้ว (4-inch casing)", 240, "เมตร"),
    ("ท่อ PVC 6 นิ้ว (6-inch casing)", 350, "เมตร"),
    ("เป่าล้างบ่อ (Flushing)", 5500, "งาน"),
    ("ติดตั้งปั๊ม (Pump fitting)", 3000, "งาน"),
    ("สำรวจหาน้ำ (Survey)", 2500, "ครั้ง"),
]


def _old_prices(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา 2567"
    sheet.append(["ราคาเจาะบ่อ ปี 2567 (ใช้ถึง 31 ธ.ค. 67)"])
    for row in PRICES_2567:
        sheet.append(list(row))
    money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    income = sum(sum(column) for column in BOOK_2568["income"])
    return [
        ("แผนงานปี 2569 เสริฐบาดาล", "Sert Badan plan for 2026\nช่างเสริฐ  พฤศจิกายน 2568"),
        ("ปี 2568 ที่ผ่านมา", f"รายรับ ม.ค.-ต.ค. 2568 รวม {income:,} บาท\nเจาะบ่อแล้ว 9 บ่อ + งาน อบต. หมู่ 7\n"
                              "ปัญหา: คอมเพรสเซอร์รถเจาะเสีย, ลูกค้าค้างจ่ายหลายราย"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,000,000 บาท\nงานราชการ (อบต.) อย่างน้อย 3 บ่อ\n"
                            "ขายชุดโซล่าปั๊ม 12 ชุด"),
        ("ลงทุน", "คอมเพรสเซอร์ใหม่ 280,000 บาท (ผ่อน 24 เดือน)\nสต็อกปั๊มซับเมิร์ส งบ 90,000 บาท"),
        ("ใบอนุญาต", "ต่อใบอนุญาตช่างเจาะก่อนสิ้นปี 2568\nส่งรายงานการเจาะให้ครบทุกบ่อ"),
    ]


def _solar_slides() -> list[tuple[str, str]]:
    return [
        ("ปั๊มน้ำบาดาลโซล่าเซลล์ เสริฐบาดาล", "ไม่ต้องเดินสายไฟ ไม่มีค่าไฟ\nSolar pump package for farms"),
        ("ชุดที่เสนอ", "ปั๊ม DC 1,100 วัตต์ + แผง 550 วัตต์ 4 แผง + คอนโทรลเลอร์\nส่งน้ำได้ 3-4 ลบ.ม./ชม. ที่ระยะ 40 ม."),
        ("ราคาติดตั้งเสร็จ", "69,000 บาท รวมโครงยึดแผงและติดตั้ง\n(ไม่รวมค่าเจาะบ่อ)"),
        ("คุ้มไหม", "ปั๊มไฟฟ้า 1.5 แรงม้า ค่าไฟประมาณ 900 บาท/เดือน\nคืนทุนประมาณ 5-6 ปี"),
    ]


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: float, ft: float, due: str) -> list[str]:
    service = 38.22
    vat = round((energy + ft + service) * 0.07, 2)
    total = round(energy + ft + service + vat, 2)
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
        "e-BILL / NOTICE OF ELECTRICITY CHARGES\n"
        "Account name: Mr. Prasert Kaewmanee\n"
        "Address: 145 Moo 4, Jor Hor, Mueang Nakhon Ratchasima 30310\n"
        "Customer no. 020039816472   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {_m(energy)}  Ft {_m(ft)}  Service {service:.2f}  VAT 7% {_m(vat)}\n"
        f"AMOUNT DUE: {_m(total)} THB\n"
        f"Due date: {due}\n"
        "Pay by direct debit, at PEA offices or with the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("18 Aug 2025 - 17 Sep 2025", "18,402 -> 18,758", 356, 1491.52, 141.40, "2 Oct 2025")
PEA_OCT = _pea_bill("18 Sep 2025 - 17 Oct 2025", "18,758 -> 19,089", 331, 1379.34, 131.47, "2 Nov 2025")
AIS_BILL = [
    "AIS FIBRE - INVOICE / TAX INVOICE\n"
    "Advanced Wireless Network Co., Ltd.\n"
    "Customer: Prasert Kaewmanee   Account no. 8801927734\n"
    "Service: AIS Fibre 500/500 Mbps + mesh Wi-Fi\n"
    "Bill period: 1 Oct 2025 - 31 Oct 2025        Invoice date: 1 Nov 2025\n"
    "\n"
    "Monthly package fee           699.00\n"
    "Mesh Wi-Fi rental              0.00\n"
    "VAT 7% (included)             49.00\n"
    "Rounding                       1.00\n"
    "TOTAL                         749.00 THB\n"
    "Due date: 20 Nov 2025\n"
    "Auto-pay from Krungthai credit card ending 6610.",
]
HOSPITAL_BILL = [
    "KORAT MEDICAL CENTER HOSPITAL\n"
    "Eye Centre - 1242 Mittraphap Road, Mueang Nakhon Ratchasima 30000  Tel. 044-256-800\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. KMC-RC-2510-44172\n"
    "Patient: Mrs. Boonruean Kaewmanee, age 72        HN 66-208815\n"
    "Admitted 21 Oct 2025, discharged 22 Oct 2025\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye (cataract)\n"
    "Doctor: Dr. Kanokwan Thepsiri (ophthalmologist)\n"
    "\n"
    "Room, 1 night (single) ................................ 3,200.00\n"
    "Surgeon and anaesthesia fee ........................... 24,000.00\n"
    "Operating room and equipment .......................... 12,500.00\n"
    "Intraocular lens (monofocal, imported) ................ 16,800.00\n"
    "Medicines and eye drops ............................... 4,150.00\n"
    "Nursing and service ................................... 2,200.00\n"
    "TOTAL CHARGES ......................................... 62,850.00\n"
    "Less: paid by insurer (UnJai Life, policy UL-HS-5530917) -45,000.00\n"
    "PAID BY PATIENT ....................................... 17,850.00 THB\n"
    "\n"
    "Paid by credit card on 23 Oct 2025. Thank you.\n"
    "Follow-up: 29 Oct 2025 and 25 Nov 2025, Eye Clinic, 2nd floor.",
]
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\n"
    "HIRE PURCHASE ACCOUNT STATEMENT                Statement date: 25 Oct 2025\n"
    "Hirer: Mr. Prasert Kaewmanee\n"
    "Contract no. SAL-NR-2023-07731\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, plate 2KhoKo 5172 (Nakhon Ratchasima)\n"
    "\n"
    "Finance amount ........................ 687,360.00\n"
    "Term .................................. 48 months\n"
    "Monthly instalment .................... 14,320.00\n"
    "Instalments paid ...................... 31 of 48\n"
    "Remaining instalments ................. 17\n"
    "Remaining balance ..................... 243,440.00\n"
    "\n"
    "Next instalment: 14,320.00 THB due 5 Nov 2025\n"
    "Late payment charge: 7.5% a year on the overdue amount plus 300 THB collection fee.\n"
    "Early payoff discount available: call 1479 for a quotation.",
]
MOM_INSURANCE = [
    "บริษัท อุ่นใจประกันชีวิต จำกัด (มหาชน) สาขานครราชสีมา",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย (ต่ออายุ)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณประเสริฐ แก้วมณี (ผู้ชำระเบี้ย)",
    "ผู้เอาประกันภัย นางบุญเรือน แก้วมณี อายุ 72 ปี  กรมธรรม์เลขที่ UL-HS-5530917 สัญญาเพิ่มเติมสุขภาพ "
    "แผน อุ่นใจ Care 300 ครบกำหนดต่ออายุ 1 มกราคม 2569",
]
MOM_INSURANCE_TABLE = [
    ("รายการ", "ปีกรมธรรม์ 2568", "ปีกรมธรรม์ 2569"),
    ("ค่ารักษาผู้ป่วยในสูงสุดต่อปี", "300,000", "300,000"),
    ("ค่าห้องต่อวัน", "3,000", "3,000"),
    ("เบี้ยประกันรายปี (บาท)", "24,300", "28,760"),
]
MOM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีกรมธรรม์ 2569 จำนวน 28,760 บาท ปรับขึ้นตามช่วงอายุและประวัติการเคลม "
    "(เคลมผ่าตัดต้อกระจกตาซ้าย ต.ค. 2568 จำนวน 45,000 บาท)",
    "กรุณาชำระภายในวันที่ 15 ธันวาคม 2568 หากไม่ชำระภายในระยะเวลาผ่อนผัน 31 วัน ความคุ้มครองจะสิ้นสุด",
    "ตัวแทน คุณจันทร์จิรา โทร 089-440-1265",
]
SCHOOL_FEE = (
    ["โรงเรียนราชสีมาพัฒนศึกษา อ.เมืองนครราชสีมา จ.นครราชสีมา",
     "ใบแจ้งชำระค่าบำรุงการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "นักเรียน ด.ญ.แพรวา แก้วมณี  ชั้น ม.2/4  เลขประจำตัว 25781  (โครงการห้องเรียนพิเศษวิทย์-คณิต)"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษาห้องเรียนพิเศษ", "12,500"),
     ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "3,200"), ("ค่าคอมพิวเตอร์และห้องแล็บ", "1,800"),
     ("ค่ากิจกรรมค่ายวิทยาศาสตร์", "650"), ("ค่าประกันอุบัติเหตุ", "300"), ("รวม", "18,450")],
    ["รวมทั้งสิ้น 18,450 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่าน Krungthai NEXT สแกน QR ท้ายใบแจ้ง หรือที่ห้องการเงิน อาคาร 1",
     "หากชำระเกินกำหนด กรุณาติดต่อครูที่ปรึกษา ครูอรอุมา"],
)

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1931.05, "PEA"), ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"),
                ("ค่ากับข้าว (Food)", 11200, ""), ("ผ่อนรถ Revo (Car loan)", 14320, "งวด 29/48"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่ายาแม่ (Mom's medicine)", 1350, ""), ("ค่าโทรศัพท์ (Mobile)", 898, "2 เครื่อง")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1788.12, "PEA บิล ก.ย."), ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"),
                ("ค่ากับข้าว (Food)", 10850, ""), ("ผ่อนรถ Revo (Car loan)", 14320, "งวด 30/48"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่ายาแม่ (Mom's medicine)", 1350, ""), ("ค่าโทรศัพท์ (Mobile)", 898, "2 เครื่อง"),
                ("ตรวจตาแม่ก่อนผ่าตัด (Eye tests)", 2650, "Korat Medical")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1657.46, "PEA บิล ต.ค."), ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"),
                ("ค่ากับข้าว (Food)", 11600, ""), ("ผ่อนรถ Revo (Car loan)", 14320, "งวด 31/48"),
                ("ค่ารถรับส่งแพรว (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่ายาแม่ (Mom's medicine)", 1350, ""), ("ค่าโทรศัพท์ (Mobile)", 898, "2 เครื่อง"),
                ("ส่วนต่างค่าผ่าตัดตาแม่ (Mom's cataract, own share)", 17850, "ประกันจ่าย 45,000")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending) - เพ็ญ"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/แชท/LINE_สวนทุเรียนวังน้ำเขียว.txt": """[LINE] ประวัติการแชทกับ ลุงหมาย ทุเรียนวังน้ำเขียว
วันที่บันทึก: 06/11/2568 07:15

อ. 28/10/2568
18:02\tลุงหมาย ทุเรียนวังน้ำเขียว\tช่างเสริฐ ลุงสมหมายนะ ที่โทรคุยกันเมื่อวาน บ่อสวนทุเรียนลุงคิดเท่าไหร่
18:20\tช่างเสริฐ เสริฐบาดาล\tบ่อ 4 นิ้ว ลึกประมาณ 80 เมตร ลงท่อ PVC พร้อมปั๊มซับเมิร์ส 1.5 แรง ติดตั้งเสร็จ 45,000 ครับลุง
18:31\tลุงหมาย ทุเรียนวังน้ำเขียว\tโอ้ย แพง ทีมบ้านหัวทะเลเขาว่า 38,000 เอง
18:40\tช่างเสริฐ เสริฐบาดาล\tเจ้านั้นท่อบางครับลุง ปั๊มก็ไม่มียี่ห้อ ผมลดให้เป็น 42,000 ครับ

พ. 29/10/2568
07:12\tลุงหมาย ทุเรียนวังน้ำเขียว\tลุงให้ 40,000 ถ้วน ได้ไหม เงินทุเรียนปีนี้ราคาไม่ดี
07:30\tช่างเสริฐ เสริฐบาดาล\t40,000 ผมขาดทุนค่าน้ำมันรถเจาะครับลุง ทางไกล
07:45\tลุงหมาย ทุเรียนวังน้ำเขียว\tงั้นเอาไงดี
08:05\tช่างเสริฐ เสริฐบาดาล\tเอาเป็น 40,500 ครับลุง แถมเป่าล้างบ่อฟรี ไม่คิดค่าเดินทาง
08:10\tลุงหมาย ทุเรียนวังน้ำเขียว\tตกลง 40,500 เริ่มเมื่อไหร่
08:12\tช่างเสริฐ เสริฐบาดาล\tเข้างาน 12 พ.ย. ครับ ขอมัดจำ 10,000 นะครับลุง ที่เหลือ 30,500 จ่ายวันเสร็จงาน

พ. 05/11/2568
19:40\tลุงหมาย ทุเรียนวังน้ำเขียว\tโอนมัดจำ 10,000 ให้แล้วนะ ลูกสาวลุงโอนให้
19:52\tช่างเสริฐ เสริฐบาดาล\tได้รับแล้วครับลุง ขอบคุณครับ ถึงวันงานจะโทรไปก่อนครับ
""",
    f"{BIZ}/แชท/LINE_chat_ปากช่อง_บ้านฝรั่ง.txt": """[LINE] Chat history with Peter Pak Chong
Saved on: 08/11/2025 21:05

Sat, 25/10/2025
10:14\tPeter Pak Chong\tHi Khun Sert, Noi's cousin gave me your number. We need a well for our new house near Pak Chong, the village water is off half the week.
10:40\tSert Badan\tHello Peter. I can come look on Monday. Normal house well is 4 inch, maybe 70-80 m there.
Mon, 27/10/2025
17:22\tSert Badan\tPeter, I checked the site. 4 inch well about 75 m, PVC casing, 1.5 HP submersible pump, pressure tank 100 L, all installed: 68,000 baht.
17:50\tPeter Pak Chong\tThat's more than I expected. A guy in Mu Si said 55,000.
18:05\tSert Badan\tThat price is usually without the pressure tank and with thin pipe. I can do 62,000 with everything.
18:30\tPeter Pak Chong\tNoi says 58,000 and we have a deal?
19:02\tSert Badan\t58,000 I must drop the pressure tank. 59,000 with the pressure tank included, final price.
19:10\tPeter Pak Chong\tOK, 59,000 incl. the tank. Deal! When can you start?
19:15\tSert Badan\t17 November. Deposit 20,000 please, the rest 39,000 when the water runs.
Wed, 29/10/2025
09:30\tPeter Pak Chong\tTransferred the 20,000 deposit. Noi will send you the slip.
09:41\tSert Badan\tReceived, thank you Peter. See you on the 17th.
""",
    f"{BIZ}/แชท/แชทไลน์_กลุ่มทีมเสริฐบาดาล.txt": """[31 ต.ค. 68 17:05] ช่างเสริฐ: พรุ่งนี้หยุด 1 วัน เงินค่าแรงรอบหลังโอนคืนนี้นะ ใครเบิกไปหักแล้ว
[31 ต.ค. 68 17:20] ตุ่ม: ขอบคุณครับพี่
[1 พ.ย. 68 08:40] น้าเขียว: เสริฐ คอมเพรสเซอร์รถเจาะลมไม่ขึ้นแล้ว เมื่อวานที่หนองบัวก็ร้อนจัด น่าจะแหวนลูกสูบ
[1 พ.ย. 68 09:15] ช่างเสริฐ: เอาเข้าอู่ช่างแดงเลยน้า ให้เขาตีราคามาก่อน
[1 พ.ย. 68 15:30] น้าเขียว: ช่างแดงตีมา 18,500 เปลี่ยนแหวน ปะเก็น วาล์ว ค่าแรงด้วย
[1 พ.ย. 68 15:42] ช่างเสริฐ: แพงไป บอกเขาลูกค้าประจำ ขอ 14,000
[1 พ.ย. 68 16:10] น้าเขียว: เขาลดให้ 16,000 บอกอะไหล่แท้
[1 พ.ย. 68 16:25] ช่างเสริฐ: เดี๋ยวผมโทรคุยเอง
[1 พ.ย. 68 17:05] ช่างเสริฐ: จบที่ 15,500 นะ รวมอะไหล่ค่าแรง ประกัน 3 เดือน เสร็จวันอังคาร
[4 พ.ย. 68 16:50] น้าเขียว: รับรถแล้ว ลมขึ้นดี จ่ายช่างแดงไป 15,500 เงินสด
[4 พ.ย. 68 17:00] ป้อม: พรุ่งนี้เข้าหนองบัวกี่โมงพี่
[4 พ.ย. 68 17:03] ช่างเสริฐ: 7 โมงเจอที่บ้าน ลงปั๊มกับขึ้นถังน้ำ หมู่ 7 ต้องให้เสร็จก่อนกรรมการมาตรวจ
[5 พ.ย. 68 12:10] โอ๊ต: พี่ครับ ผมขอเบิก 1,000 ได้ไหม แม่ไม่สบาย
[5 พ.ย. 68 12:30] ช่างเสริฐ: ได้ เดี๋ยวโอนให้ หักรอบ 15 นะ
""",
    f"{BIZ}/เอกสาร/email_SolarFlow_dealer promo_03-11-2025.txt": SOLAR_EMAIL,
    f"{BIZ}/จดงาน_พ.ย.68.md": """# งานเดือน พ.ย. 68

| วันที่ | งาน | ใครไป | หมายเหตุ |
|---|---|---|---|
| 3-6 พ.ย. | อบต.หนองบัวศาลา ม.7 ลงปั๊ม ขึ้นถัง | น้าเขียว ป้อม ตุ่ม โอ๊ต | รถเจาะเข้าอู่ 1-4 พ.ย. |
| 10-14 พ.ย. | ฟาร์มไก่เสี่ยโต้ง โชคชัย บ่อ 6 นิ้ว 100 ม. | ทีมเต็ม | รอมัดจำ 63,920 ก่อนเข้า |
| 12 พ.ย. | ลุงหมาย วังน้ำเขียว (แทรก ส่งป้อมกับโอ๊ตไปสำรวจก่อน) | ป้อม โอ๊ต | มัดจำแล้ว 10,000 |
| 17-19 พ.ย. | Peter ปากช่อง บ่อบ้าน 4 นิ้ว | ทีมเต็ม | มัดจำแล้ว 20,000 |
| 22 พ.ย. | ล้างบ่อ ป้าศรี + ตามเงินค้าง 6,800 | ตุ่ม | |
| 25 พ.ย. | แม่นัดตรวจตาหลังผ่าตัด | เสริฐ เพ็ญ | หยุดงานครึ่งวัน |
| 27-30 พ.ย. | ว่าง รับงานซ่อม | | |

ต้องทำ: ตามเงินพี่วิชัย 35,500 กับ หจก.มันสำปะหลัง 36,500
""",
    f"{BIZ}/สูตรน้ำโคลนเบนโทไนท์.md": """# น้ำโคลนเจาะ (เบนโทไนท์)
- น้ำ 1,000 ลิตร ต่อ เบนโทไนท์ 40-50 กก. (ชั้นทรายหลวม ใส่ 60 กก.)
- ใส่ PAC 1 กก. ช่วยไม่ให้ผนังบ่อพัง
- กวนในบ่อพักอย่างน้อย 30 นาทีก่อนใช้
- เจาะผ่านชั้นหินแล้วเปลี่ยนเป็นเป่าลม ไม่ต้องใช้โคลน
""",
    f"{HOME}/แม่/ใบนัดแม่_ตา.md": """# ตาแม่ (บุญเรือน แก้วมณี)
- ต้อกระจกทั้งสองข้าง ตาซ้ายหนักกว่า หมอกนกวรรณ Korat Medical
- ผ่าตาซ้าย 21 ต.ค. 68 นอน 1 คืน รวม 62,850 ประกันอุ่นใจจ่าย 45,000 เราจ่ายเอง 17,850
- นัดตรวจหลังผ่าตัด 29 ต.ค. (ไปแล้ว ตาใสดี) และ 25 พ.ย. 68 9 โมง
- ตาขวา หมอว่ารอ 3 เดือน นัดผ่าประมาณ ม.ค. 69 ประเมินไว้ประมาณ 58,000
- หยอดตา 4 เวลา ห้ามน้ำเข้าตา 1 เดือน ห้ามยกของหนัก
- ประกันแม่ปีหน้าขึ้นเป็น 28,760 ต้องจ่ายก่อน 15 ธ.ค.
""",
    f"{HOME}/แชทไลน์_บ้านแก้วมณี.txt": """[2 พ.ย. 68 19:20] เพ็ญ: พ่อแพรว ค่าเทอมแพรว 18,450 จ่ายก่อน 20 พ.ย. นะ
[2 พ.ย. 68 19:32] เสริฐ: รอเงินงวด อบต. ก่อน ไม่ทันเดี๋ยวโอนจากบัญชีร้าน
[2 พ.ย. 68 19:40] แพรว: พ่อ ค่ายวิทย์หนูรวมในนั้นแล้วนะ 650
[5 พ.ย. 68 08:15] เพ็ญ: ค่างวดรถ Revo 14,320 ตัดวันนี้ เงินเข้าบัญชีพอนะ
[10 พ.ย. 68 18:02] เพ็ญ: ประกันแม่ปีหน้าขึ้นเป็น 28,760 จากปีนี้ 24,300 เพราะเคลมผ่าตา
[10 พ.ย. 68 18:10] เสริฐ: จ่ายไปเถอะ ตาขวาแม่ยังต้องผ่าอีก
[10 พ.ย. 68 18:12] แม่: ขอบใจนะลูก ตาซ้ายแม่เห็นชัดแล้ว
""",
}
TODO = {"todo.md": """# ต้องทำ พ.ย. 68
- ยื่นต่อใบอนุญาตช่างเจาะ + ส่งรายงานบ่อ 3 บ่อ ก่อน 30 พ.ย.
- ส่งผลแล็บน้ำ หมู่ 7 ให้ อบต. เบิกงวด 1 (เหล็กเกิน ต้องคุยเรื่องถังกรอง)
- เลือกร้านปั๊ม: Korat Pump Center หรือ เจ๊ติ๋ม เจริญยนต์
- ตอบคุณมน SolarFlow ก่อน 30 พ.ย.
- จ่ายค่าเทอมแพรว ก่อน 20 พ.ย.
- ส่งจดหมายทวงเงินพี่วิชัย
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, contracts, papers, buying, books, prices = (biz / "ใบเสนอราคา", biz / "สัญญา", biz / "เอกสาร",
                                                        biz / "ซื้อของ", biz / "บัญชี", biz / "ราคา")
    for folder in (quotes, contracts, papers, buying, books, prices, biz / "แชท", home / "ค่าไฟ",
                   home / "ประกัน", home / "ลูก", home / "แม่", home / "รถ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ฟาร์มไก่โชคชัย_ร่าง.docx", FARM_DRAFT, FARM_DRAFT_TABLE, bottom=FARM_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ฟาร์มไก่โชคชัย_final v2.docx", FARM_FINAL, FARM_FINAL_TABLE,
               bottom=FARM_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_KoratPumpCenter_submersible Nov2025.pdf", KPC_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_ร้านเจริญยนต์การเกษตร_ปั๊มบาดาล.docx", CHAROEN_QUOTE, CHAROEN_TABLE,
               bottom=CHAROEN_BOTTOM)
    write_docx(contracts / "สัญญาจ้าง_อบต.หนองบัวศาลา_เจาะบ่อบาดาล ม.7.docx", CONTRACT)
    make_pdf(papers / "WaterLab_report_BanNongBua_Moo7_Oct2025.pdf", WATER_LAB)
    write_docx(papers / "หนังสือแจ้งต่ออายุใบอนุญาตเจาะน้ำบาดาล_2568.docx", LICENCE_LETTER)
    write_docx(papers / "จดหมายทวงเงิน_คุณวิชัย_ร่าง.docx", DUNNING)
    make_pdf(buying / "KoratPipe_invoice_IV6810-233.pdf", PIPE_INVOICE)
    write_docx(buying / "ใบเสร็จ_โคราชท่อและอุปกรณ์_RE6811-019.docx", PIPE_RECEIPT, PIPE_RECEIPT_TABLE,
               bottom=PIPE_RECEIPT_BOTTOM)
    make_pdf(buying / "PTT_FleetCard_statement_Oct2025.pdf", _fleet_statement())
    _book(books / "รายรับรายจ่าย_เสริฐบาดาล_2568.xlsx", "2568", BOOK_2568, DEBTORS_2568)
    _book(books / "รายรับรายจ่าย_เสริฐบาดาล_2567.xlsx", "2567", BOOK_2567, DEBTORS_2567)
    _wages(books / "ค่าแรงลูกน้อง_ต.ค.68.xlsx")
    _well_log(books / "บ่อที่เจาะปี68_well log.xlsx")
    write_docx(prices / "ใบราคาเจาะบ่อบาดาล_2568.docx", PRICES_2568, PRICES_2568_TABLE, bottom=PRICES_2568_BOTTOM)
    _old_prices(prices / "price list 2567 (old).xlsx")
    write_slides(biz / "แผนงานปี 2569_เสริฐบาดาล.pptx", _plan_slides())
    write_slides(biz / "Solar pump package_ลูกค้า.pptx", _solar_slides())
    make_pdf(home / "ค่าไฟ" / "PEA_ebill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA_ebill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ค่าไฟ" / "AIS_Fibre_Oct2025.pdf", AIS_BILL)
    write_docx(home / "ประกัน" / "ต่ออายุประกันสุขภาพแม่_2569.docx", MOM_INSURANCE, MOM_INSURANCE_TABLE,
               bottom=MOM_INSURANCE_BOTTOM)
    write_docx(home / "ลูก" / "ค่าเทอม_ด.ญ.แพรวา_ม.2_เทอม2-68.docx", SCHOOL_FEE[0], SCHOOL_FEE[1],
               bottom=SCHOOL_FEE[2])
    make_pdf(home / "แม่" / "KoratMedical_bill_cataract_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "รถ" / "SiamAutoLeasing_Revo_statement_Oct2025.pdf", CAR_LOAN)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list for November, already in the workspect."""
    write_texts(workspect, TODO)
