"""The birdsnest folder: the papers of a swiftlet-house owner in Pak Phanang and his household, written by code.

The owner is ชัยวัฒน์ แก้วมณี (เฮียชัย, Chaiwat Kaewmanee) of "บ้านนกแก้วมณี ปากพนัง" (Kaewmanee Swiftlet House),
88/3 ม.4 ต.บ้านเพิง อ.ปากพนัง จ.นครศรีธรรมราช 80140. He has two swiftlet houses (หลัง 1 and หลัง 2), harvests the
nests, has a team of five women clean them at home (paid per nest), and sells cleaned nests wholesale, raw nests to
a Hat Yai trader and small boxes retail. He plans a third house with a BAAC loan. His wife is สุนิสา (นิด), their
daughter ด.ญ.แพรวพรรณ (น้องแพรว) is in ม.1, his mother บุญศรี (แม่) is diabetic and was in hospital in October, his
sister is เจ๊หน่อย. The family car is a Hilux Revo on a lease. It is November 2568 (2025).

Documents/บ้านนกแก้วมณี/ (the business)
- ใบเสนอราคา ลูกค้า/QT นำโชคเบิร์ดเนสท์ ร่าง 1.docx: draft quote QT-KM-68-015 (14 ต.ค. 2568) to บริษัท นำโชค
  เบิร์ดเนสท์ จำกัด: grade A 5 kg x 52,000 (260,000) + corner 3 kg x 38,000 (114,000) = 374,000; never sent.
- ใบเสนอราคา ลูกค้า/QT นำโชคเบิร์ดเนสท์ final v2.docx: the quote sent (21 ต.ค. 2568) to คุณวรรณา ลิ้มสกุล (เจ๊วรรณ):
  grade A 5 kg x 48,500 (242,500) + corner 4 kg x 36,000 (144,000) + broken 2 kg x 22,000 (44,000) = 430,500,
  deposit 30% 129,150, balance 301,350, delivery by 5 ธ.ค. 2568.
- บ้านนกหลัง3/ใบเสนอราคา ร้านนกแอ่นการช่าง ระบบเสียงพ่นหมอก.docx: Thai quote (5 พ.ย. 2568) for the sound and mist
  system of house 3: 40 tweeters x 350, amp + player 8,500, mist system 24,000, 2 humidity controllers x 3,200,
  install 5,000 = 57,900 (no VAT), deposit 50% 28,950.
- บ้านนกหลัง3/SwiftTech_Quotation_SQ25-0412.pdf: English quote (4 Nov 2025) for the same kit: 50,800 + install
  4,500 = 55,300 + VAT 3,871.00 = 59,171.00, deposit 40%.
- บ้านนกหลัง3/ธกส_อนุมัติสินเชื่อ_บ้านนกหลัง3.docx: BAAC approves 1,200,000 at 6.875% for 7 years (84
  installments of 18,040), first installment 25 มกราคม 2569, fee 3,000, sign by 28 พฤศจิกายน 2568.
- บ้านนกหลัง3/แผนบ้านนกหลัง3 ร่าง.pptx: slides, the plan for house 3 (1,850,000 budget, 650,000 own money).
- Accounts/บัญชีรังนก_2568.xlsx: this year's book, three sheets (harvest kg by house, sales, expenses), ม.ค.-ต.ค.;
  August sales 514,800 in all; October harvest 8.17 + 5.25 kg.
- Accounts/บัญชีรังนก_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.; March harvest 9.86 kg.
- Accounts/ค่าแรงทีมล้างรัง ก.ย.-ต.ค.68.xlsx: the cleaning team by full name and nickname, a sheet per month at
  12 บาท/รัง; ต.ค.: ป้าจวบ (นางจวบ ศรีสุวรรณ) 412 nests, 4,944 less 1,000 advance = 3,944; team 1,630 nests, 19,560.
- Accounts/Price list รังนก Nov2025.xlsx: wholesale per kg, retail boxes (grade A 100 g 5,100) and last year's
  prices (grade A 100 g 4,800).
- Accounts/harvest log Oct2025.md: seven harvests in October, 1,630 nests, 13.42 kg (house 1 8.17, house 2 5.25).
- Lab/SouthernFoodLab_invoice_IV25-10877.pdf: English invoice (24 Oct 2025): 9,900 + VAT 693.00 = 10,593.00,
  less 3% WHT 297.00, net 10,296.00 due 7 Nov 2025.
- Lab/ใบเสร็จ แล็บ RE6811-204.docx: the Thai receipt of that invoice: 10,296.00 received 3 พ.ย. 2568.
- Lab/Lab report nitrite batch 68-10.pdf: test report SFL-TR-25-3318 (30 Oct 2025): nitrite grade A 12.4, corner
  18.6, broken 27.9, raw 96.2 mg/kg (limit 30).
- แชท_อีเมล/แชท เฮียเส็ง หาดใหญ่.txt: LINE export with the Hat Yai raw-nest buyer: 28,000 offered, 33,000 asked,
  29,500, 32,000, 30,500, settled 31,000 a kg for 6.5 kg = 201,500, deposit 50,000 transferred 5 พ.ย.
- แชท_อีเมล/แชทกลุ่ม ทีมล้างรัง.txt: the cleaning team's group: 12 now, 15 asked, 13 offered, 14 asked, settled
  13.50 บาท/รัง from 1 ธ.ค. 2568.
- แชท_อีเมล/email_SwallowTreasure_SG_Nov2025.txt: email from a Singapore buyer: 46,000 THB/kg for grade A, at
  least 3 kg a month, 200 g sample by 15 Dec 2025.
- เอกสารราชการ/หนังสือเทศบาลปากพนัง_ต่อใบอนุญาตบ้านนก 2569.docx: the town's licence renewal for 2569: 2,000 per
  building, 4,000 for two, file by 31 ธันวาคม 2568, sound off 19.00-06.00 after a complaint.
- เอกสารราชการ/GAP swiftlet seminar ปศุสัตว์.pptx: slides from the livestock office's GAP seminar.
- Bills ไฟบ้านนก/PEA_BirdHouse1_Sep2025.pdf (620 kWh, 2,876.01) and PEA_BirdHouse1_Oct2025.pdf (655 kWh, 3,047.70).
- วิธีล้างรังนก.md: how the nests are cleaned.

Documents/Home บ้าน/ (the household)
- Bills/PWA_water_Sep2025.pdf (18 m3, 312.70) and Bills/PWA_water_Oct2025.pdf (21 m3, 371.45).
- ประกัน/ต่ออายุประกันสุขภาพ_สุนิสา_2569.docx: นิด's health insurance renewal: 28,760 (last year 26,450), pay by
  15 ธันวาคม 2568.
- โรงเรียน/ค่าเทอม ม.1 เทอม2_2568.docx: แพรว's fee notice: 24,050 by 21 พฤศจิกายน 2568.
- แม่/NSR_Hospital_bill_Oct2025.pdf: English in-patient bill for the mother, 14-17 Oct 2025: 38,640.50, insurance
  25,000.00, paid 13,640.50.
- แม่/ยาแม่ นัดหมอ.md: the mother's medicines and appointments (next 28 พ.ย. 2568).
- รถ Revo/SouthernAuto_statement_Oct2025.pdf: lease statement: 14,270.00 a month, 38 of 72 paid, 34 left,
  485,180.00 outstanding, next due 5 Nov 2025.
- รถ Revo/ต่อภาษี พรบ Revo.md: tax and compulsory insurance notes.
- รายจ่ายบ้าน 2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์ บ้านแก้วมณี.txt: the family's LINE group.
- รายการซื้อของ.txt, สูตรรังนกตุ๋นน้ำตาลกรวด.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "บ้านนกแก้วมณี"
HOME = "Home บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
KM_TOP = ("บ้านนกแก้วมณี ปากพนัง (ชัยวัฒน์ แก้วมณี) 88/3 ม.4 ต.บ้านเพิง อ.ปากพนัง จ.นครศรีธรรมราช 80140 "
          "โทร 086-277-3391  LINE: chai.rangnok")

# ---------------------------------------------------------------- quotes to Namchok
NAMCHOK_DRAFT = [
    KM_TOP,
    "ใบเสนอราคา (ร่าง 1)  เลขที่ QT-KM-68-015",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท นำโชคเบิร์ดเนสท์ จำกัด 412 ถ.เยาวราช แขวงสัมพันธวงศ์ เขตสัมพันธวงศ์ กรุงเทพฯ",
    "เรื่อง เสนอราคารังนกแอ่นล้างแห้ง (ล้างมือ ไม่ฟอกสี) ล็อตเดือนพฤศจิกายน 2568",
]
NAMCHOK_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกิโลกรัม (บาท)", "รวม (บาท)"),
    ("รังนกล้างแห้ง รังขาวเกรด A (เต็มใบ)", "5 กก.", "52,000", "260,000"),
    ("รังมุม (Corner)", "3 กก.", "38,000", "114,000"),
    ("รวมทั้งสิ้น", "", "", "374,000"),
]
NAMCHOK_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 374,000 บาท (สามแสนเจ็ดหมื่นสี่พันบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอผลแล็บไนไตรต์ล็อต 68-10 ก่อน แล้วค่อยคุยราคากับเจ๊วรรณอีกที",
]
NAMCHOK_FINAL = [
    KM_TOP,
    "ใบเสนอราคา  เลขที่ QT-KM-68-015 (ฉบับแก้ไข v2)",
    "วันที่ 21 ตุลาคม 2568",
    "เรียน คุณวรรณา ลิ้มสกุล ผู้จัดการฝ่ายจัดซื้อ บริษัท นำโชคเบิร์ดเนสท์ จำกัด",
    "เรื่อง เสนอราคารังนกแอ่นล้างแห้ง (ล้างมือ ไม่ฟอกสี) ล็อตเดือนพฤศจิกายน 2568 พร้อมผลตรวจไนไตรต์",
]
NAMCHOK_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกิโลกรัม (บาท)", "รวม (บาท)"),
    ("รังนกล้างแห้ง รังขาวเกรด A (เต็มใบ)", "5 กก.", "48,500", "242,500"),
    ("รังมุม (Corner)", "4 กก.", "36,000", "144,000"),
    ("รังแตก (Broken)", "2 กก.", "22,000", "44,000"),
    ("รวมทั้งสิ้น", "", "", "430,500"),
]
NAMCHOK_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 430,500 บาท (สี่แสนสามหมื่นห้าร้อยบาทถ้วน) ผู้ขายไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 129,150 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือ 301,350 บาท ชำระเมื่อส่งของ",
    "ส่งของภายในวันที่ 5 ธันวาคม 2568 พร้อมรายงานผลตรวจไนไตรต์ไม่เกิน 30 mg/kg",
    "ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ ชัยวัฒน์ แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- house 3 sound and mist system
SHOP_QUOTE = [
    "ร้านนกแอ่นการช่าง รับติดตั้งระบบบ้านนกครบวงจร",
    "45/2 ถ.ราชดำเนิน ต.ในเมือง อ.เมืองนครศรีธรรมราช จ.นครศรีธรรมราช โทร 075-343-118",
    "ใบเสนอราคา เลขที่ NA-2568/087  วันที่ 5 พ.ย. 2568",
    "เรียน คุณชัยวัฒน์ แก้วมณี (บ้านนกหลังที่ 3 ต.บ้านเพิง)",
    "เรื่อง ระบบเสียงเรียกนกและระบบพ่นหมอกเพิ่มความชื้น อาคาร 3 ชั้น",
]
SHOP_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ลำโพงทวีตเตอร์เสียงนก", "40 ตัว", "350", "14,000"),
    ("แอมป์ + เครื่องเล่นเสียงนก (ตั้งเวลาได้)", "1 ชุด", "8,500", "8,500"),
    ("ระบบพ่นหมอก ปั๊มแรงดันสูง หัวพ่น 60 หัว", "1 ชุด", "24,000", "24,000"),
    ("เครื่องควบคุมความชื้นอัตโนมัติ", "2 ตัว", "3,200", "6,400"),
    ("ค่าติดตั้งและเดินสาย", "", "", "5,000"),
    ("รวมทั้งสิ้น", "", "", "57,900"),
]
SHOP_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 57,900 บาท (ทางร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 28,950 บาท ติดตั้งเสร็จภายใน 7 วันหลังโครงสร้างเสร็จ",
    "รับประกันปั๊ม 1 ปี ลำโพง 1 ปี",
    "ช่างเอก (นายเอกชัย ทองสุข) 089-724-5510",
]
SWIFTTECH_QUOTE = [
    "SWIFTTECH EQUIPMENT CO., LTD.\n"
    "Swiftlet house sound, mist and climate systems\n"
    "55/12 Kanchanawanit Road, Hat Yai, Songkhla 90110  Tel. 074-559-203\n"
    "QUOTATION No. SQ25-0412        Date: 4 Nov 2025\n"
    "To: Mr. Chaiwat Kaewmanee, Ban Phoeng, Pak Phanang, Nakhon Si Thammarat\n"
    "Project: swiftlet house no. 3, 3 floors\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Tweeter speaker, swiftlet type         40 pcs       320.00    12,800.00\n"
    "Amplifier + MP3 swiftlet sound player   1 set     9,200.00     9,200.00\n"
    "Mist system, high pressure pump,        1 set    21,500.00    21,500.00\n"
    "  60 nozzles\n"
    "Humidity controller, automatic          2 pcs     3,650.00     7,300.00\n"
    "\n"
    "Equipment subtotal                                           50,800.00\n"
    "Installation and wiring                                       4,500.00\n"
    "Total before VAT                                             55,300.00\n"
    "VAT 7%                                                        3,871.00\n"
    "GRAND TOTAL                                                  59,171.00 THB\n"
    "\n"
    "Payment: 40% deposit with order, balance after installation.\n"
    "Delivery and installation within 14 days. Warranty: pump 1 year, speakers 2 years.\n"
    "This quotation is valid for 30 days.\n"
    "Sales engineer: Somkid (Kid) 081-098-4471",
]
BAAC_LETTER = [
    "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร สาขาปากพนัง",
    "ที่ ธกส.ปพ. 0412/2568",
    "7 พฤศจิกายน 2568",
    "เรื่อง แจ้งผลการอนุมัติสินเชื่อ",
    "เรียน นายชัยวัฒน์ แก้วมณี",
    "ตามที่ท่านได้ยื่นคำขอกู้เงินเพื่อก่อสร้างอาคารบ้านนกแอ่น (หลังที่ 3) ณ ต.บ้านเพิง อ.ปากพนัง นั้น "
    "ธนาคารพิจารณาแล้ว อนุมัติสินเชื่อให้ท่านดังนี้",
    "วงเงินกู้ 1,200,000 บาท (หนึ่งล้านสองแสนบาทถ้วน) อัตราดอกเบี้ย MRR-0.5 เท่ากับร้อยละ 6.875 ต่อปี",
    "ระยะเวลากู้ 7 ปี ผ่อนชำระรายเดือน 84 งวด งวดละ 18,040 บาท เริ่มชำระงวดแรกวันที่ 25 มกราคม 2569",
    "หลักประกัน: ที่ดินโฉนดเลขที่ 20417 ต.บ้านเพิง อ.ปากพนัง พร้อมสิ่งปลูกสร้าง",
    "ค่าธรรมเนียมการให้สินเชื่อร้อยละ 0.25 เป็นเงิน 3,000 บาท ชำระในวันทำสัญญา",
    "การเบิกเงินกู้แบ่งเป็น 3 งวดตามความคืบหน้าของการก่อสร้าง",
    "ขอให้ท่านติดต่อทำสัญญากู้เงินที่ธนาคารภายในวันที่ 28 พฤศจิกายน 2568 หากพ้นกำหนดถือว่าสละสิทธิ์",
    "ขอแสดงความนับถือ",
    "นายประพันธ์ ศรีเมือง ผู้จัดการสาขาปากพนัง",
]
PLAN_SLIDES = [
    ("แผนสร้างบ้านนกหลังที่ 3 (ร่าง)", "บ้านนกแก้วมณี ปากพนัง - เฮียชัย\nพฤศจิกายน 2568"),
    ("งบประมาณ", "ตัวอาคาร 3 ชั้น 1,450,000 บาท\nถมที่ + รั้ว 180,000 บาท\nไม้ระแนง + ฉนวน 160,000 บาท\n"
                "ระบบเสียง + พ่นหมอก ประมาณ 60,000 บาท\nรวม 1,850,000 บาท"),
    ("แหล่งเงิน", "เงินกู้ ธ.ก.ส. 1,200,000 บาท\nเงินเก็บของเราเอง 650,000 บาท"),
    ("ไทม์ไลน์", "เริ่มสร้าง ม.ค. 2569\nเปิดเสียงเรียกนก ก.ค. 2569\nคาดว่าเก็บรังได้ครั้งแรกปี 2570"),
    ("คาดการณ์", "ปีที่ 3 เก็บได้ 2-3 กก./เดือน\nคืนทุนประมาณปีที่ 5"),
]

# ---------------------------------------------------------------- lab
LAB_INVOICE = [
    "SOUTHERN FOOD LAB CO., LTD. (Hat Yai branch)\n"
    "Food and agricultural testing laboratory, ISO/IEC 17025\n"
    "19 Ratthakan Road, Hat Yai, Songkhla 90110   Tax ID 0905559004127\n"
    "\n"
    "INVOICE No. IV25-10877\n"
    "Date: 24 Oct 2025                 Due date: 7 Nov 2025\n"
    "Customer: Kaewmanee Swiftlet House (Mr. Chaiwat Kaewmanee), Pak Phanang, Nakhon Si Thammarat\n"
    "\n"
    "Item                                           Qty     Unit price    Amount\n"
    "Nitrite in edible bird's nest                6 samples    850.00    5,100.00\n"
    "Heavy metals (Pb, Hg, As, Cd)                2 samples  2,400.00    4,800.00\n"
    "\n"
    "Subtotal                                                          9,900.00\n"
    "VAT 7%                                                              693.00\n"
    "Total                                                            10,593.00\n"
    "Less withholding tax 3%                                            -297.00\n"
    "NET AMOUNT DUE                                                   10,296.00 THB\n"
    "\n"
    "Reports: SFL-TR-25-3318 (nitrite), SFL-TR-25-3319 (heavy metals).\n"
    "Please transfer to Bangkok Bank, Southern Food Lab Co., Ltd., account 565-0-44821-3.",
]
LAB_RECEIPT = [
    "บริษัท เซาเทิร์น ฟู้ด แล็บ จำกัด (สาขาหาดใหญ่)",
    "19 ถ.รัถการ อ.หาดใหญ่ จ.สงขลา 90110  เลขประจำตัวผู้เสียภาษี 0905559004127",
    "ใบเสร็จรับเงิน  เลขที่ RE6811-204",
    "วันที่ 3 พ.ย. 2568",
    "ได้รับเงินจาก คุณชัยวัฒน์ แก้วมณี (บ้านนกแก้วมณี)",
    "อ้างอิงใบแจ้งหนี้ เลขที่ IV25-10877 ลงวันที่ 24/10/68",
]
LAB_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "10,593.00"),
    ("หัก ภาษี ณ ที่จ่าย 3%", "297.00"),
    ("รับชำระครั้งนี้", "10,296.00"),
]
LAB_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 10,296.00 บาท (หนึ่งหมื่นสองร้อยเก้าสิบหกบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกมลชนก แซ่อึ้ง ฝ่ายการเงิน",
]
LAB_REPORT = [
    "SOUTHERN FOOD LAB CO., LTD. (Hat Yai branch)\n"
    "TEST REPORT No. SFL-TR-25-3318\n"
    "Date of report: 30 Oct 2025        Samples received: 22 Oct 2025\n"
    "Customer: Kaewmanee Swiftlet House, Pak Phanang, Nakhon Si Thammarat\n"
    "Sample: edible bird's nest, batch 68-10 (harvest October 2025)\n"
    "Method: in-house method based on ISO 6635, spectrophotometry\n"
    "\n"
    "Sample                          Nitrite (mg/kg)   Limit (mg/kg)   Result\n"
    "1. Cleaned nest, grade A             12.4             30           PASS\n"
    "2. Cleaned nest, grade A (dup.)      12.9             30           PASS\n"
    "3. Cleaned nest, corner              18.6             30           PASS\n"
    "4. Cleaned nest, broken              27.9             30           PASS\n"
    "5. Raw nest, house 1                 96.2             30           FAIL\n"
    "6. Raw nest, house 2                 88.5             30           FAIL\n"
    "\n"
    "Note: raw (uncleaned) nests are not for direct sale to consumers; nitrite falls after washing.\n"
    "The limit of 30 mg/kg is the import limit of the People's Republic of China.\n"
    "Approved by: Dr. Pimchanok Rattanasiri, Laboratory Manager",
]

# ---------------------------------------------------------------- books
HARVEST_HEADERS = ["เดือน (Month)", "บ้านนกหลัง 1 (House 1, kg)", "บ้านนกหลัง 2 (House 2, kg)", "รวม (Total, kg)"]
SALES_HEADERS = ["เดือน (Month)", "รังล้างขายส่ง (Cleaned, wholesale)", "รังดิบ (Raw nests)",
                 "ขายปลีก/ออนไลน์ (Retail)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าแรงล้างรัง (Cleaning wages)", "ค่าไฟบ้านนก (Electricity)",
                   "บรรจุภัณฑ์ (Packaging)", "ค่าตรวจแล็บ (Lab tests)", "อื่นๆ (Other)", "รวม (Total)"]
HARVEST_2568 = [
    [6.85, 6.42, 7.10, 7.95, 8.40, 8.62, 8.31, 8.05, 7.88, 8.17],
    [4.10, 3.96, 4.42, 4.88, 5.35, 5.61, 5.50, 5.28, 5.04, 5.25],
]
SALES_2568 = [
    [286000, 262500, 301000, 338500, 352000, 371500, 360000, 348500, 331000, 355500],
    [0, 62000, 0, 0, 93000, 0, 0, 124000, 0, 0],
    [38650, 41200, 29800, 33150, 36900, 35400, 39750, 42300, 40150, 47600],
]
EXPENSES_2568 = [
    [15840, 14940, 16560, 18120, 19440, 19920, 19680, 19200, 18516, 19560],
    [4310, 4280, 4620, 4890, 5170, 5260, 5310, 5240, 5120, 5410],
    [2450, 2800, 1900, 2250, 2600, 2350, 2700, 2950, 2800, 3300],
    [0, 0, 4950, 0, 0, 5200, 0, 0, 0, 9900],
    [1800, 3500, 1200, 900, 6400, 1500, 2200, 1300, 2600, 1900],
]
HARVEST_2567 = [
    [6.10, 5.84, 6.55, 7.20, 7.62, 7.90, 7.75, 7.40, 7.12, 7.30, 6.95, 6.70],
    [2.80, 2.95, 3.31, 3.70, 4.05, 4.32, 4.40, 4.18, 3.96, 4.02, 3.88, 3.75],
]
SALES_2567 = [
    [232000, 218500, 246000, 271500, 290000, 302500, 298000, 286000, 270500, 279000, 265500, 258000],
    [0, 0, 55000, 0, 0, 84000, 0, 0, 90500, 0, 0, 0],
    [22400, 24850, 19600, 21300, 25750, 23900, 26400, 28150, 27300, 30850, 33200, 41500],
]
EXPENSES_2567 = [
    [13200, 12720, 14160, 15480, 16320, 17040, 16800, 16080, 15480, 15840, 15120, 14640],
    [3650, 3610, 3880, 4120, 4400, 4510, 4560, 4480, 4350, 4290, 4180, 4050],
    [1800, 2100, 1600, 1750, 2050, 1900, 2150, 2300, 2200, 2450, 2700, 3400],
    [0, 0, 4600, 0, 0, 4600, 0, 0, 4600, 0, 0, 4600],
    [1200, 2800, 900, 1500, 5200, 1100, 1700, 900, 2300, 1400, 1600, 2100],
]


def _kg(sheet) -> None:
    for row in sheet.iter_rows(min_row=3, min_col=2, max_col=4):
        for cell in row:
            if isinstance(cell.value, float):
                cell.number_format = "0.00"


def _book(path: Path, year: str, harvest, sales, expenses) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เก็บรัง Harvest"
    sheet.append([f"ผลผลิตรังนก บ้านนกแก้วมณี ปี {year} (Nests harvested {year}, kg)"])
    sheet.append(HARVEST_HEADERS)
    for index, month in enumerate(MONTHS[:len(harvest[0])]):
        row = [column[index] for column in harvest]
        sheet.append([f"{month} {year[2:]}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in harvest]
                 + [round(sum(map(sum, harvest)), 2)])
    _kg(sheet)
    for title, headers, columns in (("ขาย Sales", SALES_HEADERS, sales),
                                    ("รายจ่าย Expenses", EXPENSE_HEADERS, expenses)):
        sheet = book.create_sheet(title)
        sheet.append([f"{title.split()[0]} บ้านนกแก้วมณี ปี {year} ({title.split()[1]} {year}, THB)"])
        sheet.append(headers)
        for index, month in enumerate(MONTHS[:len(columns[0])]):
            row = [column[index] for column in columns]
            sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
        sheet.append(["รวม (Total)"] + [sum(column) for column in columns] + [sum(map(sum, columns))])
        for column in range(2, len(headers) + 1):
            money_format(sheet, column)
    book.save(path)


CLEANER_HEADERS = ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "จำนวนรัง (Nests)", "อัตรา/รัง (Rate)",
                   "ค่าแรง (Wage)", "เบิกล่วงหน้า (Advance)", "สุทธิ (Net pay)", "หมายเหตุ (Note)")
CLEANERS = [
    ("นางจวบ ศรีสุวรรณ", "ป้าจวบ"),
    ("นางอำไพ ทองขาว", "พี่แดง"),
    ("นางสาวสุภาวดี แก้วทอง", "ก้อย"),
    ("นางสาวธิดารัตน์ บุญมาก", "น้องเมย์"),
    ("นางละเอียด จันทร์หอม", "ป้าหนู"),
]
CLEANING = {
    "ก.ย.68": [(388, 0, "ล้างเร็ว ขนน้อย"), (352, 500, ""), (301, 0, ""), (240, 0, "ลา 3 วัน"),
               (262, 1000, "")],
    "ต.ค.68": [(412, 1000, "หัวหน้าทีม เช็ครังเสียก่อนส่ง"), (376, 0, ""), (298, 500, ""), (265, 0, ""),
               (279, 1500, "เบิกค่าหมอหลาน")],
}


def _cleaners(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in CLEANING.items():
        sheet = book.create_sheet(f"ค่าแรง {title}")
        sheet.append([f"ค่าแรงทีมล้างรังนก เดือน {title} (Cleaning team wages) อัตรารังละ 12 บาท"])
        sheet.append(list(CLEANER_HEADERS))
        for (name, nick), (nests, advance, note) in zip(CLEANERS, rows):
            sheet.append([name, nick, nests, 12, nests * 12, advance, nests * 12 - advance, note])
        sheet.append(["รวม (Total)", "", sum(r[0] for r in rows), "", sum(r[0] * 12 for r in rows),
                      sum(r[1] for r in rows), sum(r[0] * 12 - r[1] for r in rows), ""])
        for column in range(3, 8):
            money_format(sheet, column)
    book.save(path)


PRICE_WHOLESALE = [
    ("รังขาวเกรด AAA เต็มใบใหญ่ (Grade AAA)", "ต่อ กก.", 52000, "สั่งขั้นต่ำ 1 กก."),
    ("รังขาวเกรด A (Grade A)", "ต่อ กก.", 48500, ""),
    ("รังมุม (Corner)", "ต่อ กก.", 36000, ""),
    ("รังแตก (Broken)", "ต่อ กก.", 22000, ""),
    ("รังดิบ ขนน้อย ยังไม่ล้าง (Raw, light feathers)", "ต่อ กก.", 31000, "ราคาเฮียเส็ง พ.ย.68"),
]
PRICE_RETAIL = [
    ("รังนกล้างแห้ง เกรด A (Cleaned, grade A)", "50 g", 2650, "กล่องไม้"),
    ("รังนกล้างแห้ง เกรด A (Cleaned, grade A)", "100 g", 5100, "กล่องไม้ + ถุงผ้า"),
    ("รังมุม (Corner)", "50 g", 1950, ""),
    ("รังมุม (Corner)", "100 g", 3750, ""),
    ("รังแตก (Broken)", "50 g", 1250, ""),
    ("รังแตก (Broken)", "100 g", 2350, ""),
    ("รังนกตุ๋นพร้อมดื่ม (Ready to drink)", "6 x 45 ml", 690, "นิดตุ๋นเอง สั่งล่วงหน้า 2 วัน"),
]
PRICE_2567 = [
    ("ส่ง: รังขาวเกรด A (Grade A)", "ต่อ กก.", 45000, ""),
    ("ส่ง: รังมุม (Corner)", "ต่อ กก.", 34000, ""),
    ("ส่ง: รังแตก (Broken)", "ต่อ กก.", 20500, ""),
    ("ปลีก: เกรด A (Grade A)", "50 g", 2500, ""),
    ("ปลีก: เกรด A (Grade A)", "100 g", 4800, ""),
    ("ปลีก: รังแตก (Broken)", "100 g", 2200, ""),
    ("ปลีก: รังนกตุ๋นพร้อมดื่ม", "6 x 45 ml", 650, ""),
]


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, heading, rows in (("ขายส่ง Wholesale", "ราคาขายส่ง พ.ย. 2568 (Wholesale prices Nov 2025)",
                                  PRICE_WHOLESALE),
                                 ("ขายปลีก Retail", "ราคาขายปลีก พ.ย. 2568 (Retail prices Nov 2025)", PRICE_RETAIL),
                                 ("ราคาเดิม 2567", "ราคาปี 2567 (Old prices 2024) ไว้เทียบ", PRICE_2567)):
        sheet = book.create_sheet(title)
        sheet.append([heading])
        sheet.append(["สินค้า (Product)", "ขนาด (Size)", "ราคา (Price, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        money_format(sheet, 3)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค.68": [("ค่าไฟบ้าน (Electricity, home)", 1684.22, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 298.40, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
               ("ผ่อนรถ Revo (Car lease)", 14270, "งวด 36/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
               ("ค่ายาแม่ (Mum's medicine)", 1450, "อินซูลิน"), ("ค่าน้ำมันรถ (Fuel)", 3900, "")],
    "ก.ย.68": [("ค่าไฟบ้าน (Electricity, home)", 1731.05, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 312.70, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10850, ""),
               ("ผ่อนรถ Revo (Car lease)", 14270, "งวด 37/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
               ("ค่ายาแม่ (Mum's medicine)", 1450, ""), ("ค่าน้ำมันรถ (Fuel)", 4150, ""),
               ("ชุดพละแพรว (PE uniform)", 720, "")],
    "ต.ค.68": [("ค่าไฟบ้าน (Electricity, home)", 1598.63, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 371.45, "PWA"),
               ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10400, ""),
               ("ผ่อนรถ Revo (Car lease)", 14270, "งวด 38/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
               ("ค่ายาแม่ (Mum's medicine)", 1450, ""), ("ค่าน้ำมันรถ (Fuel)", 4480, "ไปหาดใหญ่ส่งแล็บ"),
               ("ค่าโรงพยาบาลแม่ ส่วนที่จ่ายเอง (Mum's hospital)", 13640.50, "เจ๊หน่อยโอนคืนครึ่ง")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- papers
TOWN_LETTER = [
    "เทศบาลเมืองปากพนัง",
    "ที่ นศ 52305/2210",
    "20 ตุลาคม 2568",
    "เรื่อง การต่ออายุใบอนุญาตประกอบกิจการเลี้ยงนกแอ่นในอาคาร ประจำปี 2569",
    "เรียน นายชัยวัฒน์ แก้วมณี",
    "ตามเทศบัญญัติเทศบาลเมืองปากพนัง เรื่อง กิจการที่เป็นอันตรายต่อสุขภาพ ผู้ประกอบกิจการเลี้ยงนกแอ่นในอาคาร "
    "ต้องต่ออายุใบอนุญาตเป็นรายปี ใบอนุญาตของท่าน (อาคารเลขที่ 88/3 และ 88/7 ต.บ้านเพิง) จะสิ้นอายุวันที่ "
    "31 ธันวาคม 2568",
    "ค่าธรรมเนียมอาคารละ 2,000 บาทต่อปี รวม 2 อาคาร เป็นเงิน 4,000 บาท "
    "ขอให้ยื่นคำขอต่ออายุพร้อมชำระค่าธรรมเนียมที่กองสาธารณสุขและสิ่งแวดล้อม ภายในวันที่ 31 ธันวาคม 2568 "
    "หากยื่นหลังกำหนดต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม",
    "ทั้งนี้ เทศบาลได้รับเรื่องร้องเรียนจากชาวบ้านหมู่ 4 ว่ามีการเปิดเสียงเรียกนกดังในเวลากลางคืน "
    "ขอให้ท่านปิดเสียงเรียกนกระหว่างเวลา 19.00-06.00 น. และลดระดับเสียงไม่ให้เกิน 70 เดซิเบล ที่แนวเขตที่ดิน "
    "หากยังมีการร้องเรียนอีก เทศบาลอาจพิจารณาไม่ต่ออายุใบอนุญาต",
    "เอกสารประกอบ: สำเนาบัตรประชาชน สำเนาทะเบียนบ้าน แผนที่ตั้งอาคาร และภาพถ่ายอาคารปัจจุบัน",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นางสาวจิราภรณ์ ชูแก้ว ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม ปฏิบัติราชการแทนนายกเทศมนตรีเมืองปากพนัง",
]
GAP_SLIDES = [
    ("มาตรฐานฟาร์มนกแอ่นกินรัง (GAP)", "สำนักงานปศุสัตว์จังหวัดนครศรีธรรมราช\nสัมมนาผู้ประกอบการ 16 ก.ย. 2568"),
    ("ทำไมต้อง GAP", "ส่งออกจีนต้องมาจากบ้านนกที่ขึ้นทะเบียน\nตรวจย้อนกลับได้ทุกล็อต"),
    ("ไนไตรต์", "ค่ามาตรฐานจีน ไม่เกิน 30 mg/kg\nล้างรังด้วยน้ำสะอาด ห้ามฟอกสี"),
    ("การขึ้นทะเบียน", "ยื่นที่ปศุสัตว์อำเภอ ไม่มีค่าธรรมเนียม\nตรวจประเมินปีละ 1 ครั้ง"),
]
SG_EMAIL = """From: Tan Mei Lin <meilin.tan@swallowtreasure.sg>
To: chai.rangnok@gmail.com
Date: Thu, 6 Nov 2025 16:48
Subject: Cleaned bird's nest - supply offer from Swallow Treasure Singapore

Dear Mr. Chaiwat,

Thank you for the photos and the nitrite report of your October batch. Our buyers in Singapore liked
the colour and the shape of the grade A nests.

We would like to offer:
- Cleaned grade A nests at 46,000 THB per kg, FOB Bangkok.
- At least 3 kg a month, on a 12-month contract from February 2026.
- Payment: 50% by T/T when we confirm the monthly order, 50% when the goods arrive in Singapore.
- Every lot must come with a nitrite report below 30 mg/kg and must be exported through a registered
  exporter with a health certificate from the Department of Livestock Development.
- We pay the air freight from Bangkok.

Before we sign, please send a 200 g sample of grade A by 15 Dec 2025 to our office:
Swallow Treasure Pte. Ltd., 21 Ubi Road 1, #04-11, Singapore 408724.

I know Namchok in Yaowarat pays you more per kg, but we take a fixed amount every month for a full year.

Best regards,
Tan Mei Lin
Purchasing Manager, Swallow Treasure Pte. Ltd.
+65 8123 4476
"""
HARVEST_LOG = """# บันทึกเก็บรัง ตุลาคม 2568 (harvest log Oct 2025)

| Date | House | Nests (รัง) | Weight (kg) | Note |
|---|---|---|---|---|
| 3 Oct | หลัง 1 | 260 | 2.14 | ชั้น 2-3 |
| 5 Oct | หลัง 2 | 214 | 1.73 | |
| 12 Oct | หลัง 1 | 245 | 2.01 | ขนเยอะ 30 รัง |
| 14 Oct | หลัง 2 | 231 | 1.90 | |
| 21 Oct | หลัง 1 | 238 | 1.96 | |
| 24 Oct | หลัง 2 | 198 | 1.62 | ฝนตก ความชื้นสูง |
| 30 Oct | หลัง 1 | 244 | 2.06 | |

หลัง 1: 4 ครั้ง 987 รัง 8.17 kg
หลัง 2: 3 ครั้ง 643 รัง 5.25 kg
รวมเดือนตุลา 1,630 รัง 13.42 kg (เฉลี่ย 8.2 กรัม/รัง)
ส่งทีมป้าจวบล้างทั้งหมด เก็บแบบปล่อยให้ลูกนกบินออกก่อนเสมอ
"""
SENG_CHAT = """[LINE] ประวัติการแชทกับ เฮียเส็ง รังนกหาดใหญ่
วันที่บันทึก: 2025/11/10 21:05

2025/11/03(จ.)
19:42\tเฮียเส็ง รังนกหาดใหญ่\tชัย เดือนนี้มีรังดิบเหลือมั้ย เฮียเอา 6-7 โล
19:50\tChai บ้านนกแก้วมณี\tมีครับเฮีย รังดิบขนน้อย 6.5 โล ส่งรูปให้ดูแล้ว
20:05\tเฮียเส็ง รังนกหาดใหญ่\tดูแล้ว โลละ 28,000 นะ ตลาดตอนนี้ไม่ดี
20:11\tChai บ้านนกแก้วมณี\tไม่ไหวครับเฮีย ขนน้อยขนาดนี้ 33,000 ครับ
20:30\tเฮียเส็ง รังนกหาดใหญ่\t29,500 ละกัน จ่ายสดไม่มีติด

2025/11/04(อ.)
08:15\tChai บ้านนกแก้วมณี\tเฮีย 32,000 ครับ ผลแล็บรังล้างผ่านหมดด้วย
08:40\tเฮียเส็ง รังนกหาดใหญ่\tรังดิบไม่เกี่ยวกับแล็บ 30,500 สุดแล้ว
08:52\tChai บ้านนกแก้วมณี\tงั้น 31,000 ถ้วนครับเฮีย 6.5 โล รวม 201,500 บาท
09:05\tเฮียเส็ง รังนกหาดใหญ่\tโอเค 31,000 ก็ 31,000 เฮียโอนมัดจำให้ก่อน 50,000 ที่เหลือจ่ายตอนมารับ 12 พ.ย.

2025/11/05(พ.)
10:20\tเฮียเส็ง รังนกหาดใหญ่\tโอนมัดจำ 50,000 แล้ว สลิปตามนี้
10:24\tChai บ้านนกแก้วมณี\tได้รับแล้วครับเฮีย ขอบคุณครับ ที่เหลือ 151,500 วันที่ 12 นะครับ
"""
TEAM_CHAT = """[2568-11-01 18:05] เฮียชัย: แจ้งทีมนะครับ เดือนนี้รังเข้าเยอะ รอบหน้าขอส่งคืนภายใน 5 วัน ค่าล้างยังรังละ 12 บาทเหมือนเดิม
[2568-11-01 18:20] ป้าจวบ: เฮีย ของแพงขึ้นหมดแล้ว ทีมขอขึ้นเป็นรังละ 15 บาทได้มั้ย
[2568-11-01 18:26] พี่แดง: ใช่ค่ะ แหนบกับน้ำยาล้างก็ซื้อเองหมด
[2568-11-01 19:02] เฮียชัย: 15 หนักไปครับป้า ขายส่งเจ๊วรรณก็ลดราคาลงเหมือนกัน ให้ 13 บาทก่อนได้มั้ย
[2568-11-01 19:15] ก้อย: 13 น้อยไปค่ะเฮีย 14 ละกัน
[2568-11-01 19:40] ป้าหนู: รังขนเยอะใช้เวลาเป็นชั่วโมงนะเฮีย
[2568-11-02 07:30] เฮียชัย: สรุปนะครับ ตั้งแต่ 1 ธ.ค. 2568 ค่าล้างรังละ 13.50 บาท รังขนเยอะเกิน 20 เส้นบวกอีกรังละ 2 บาท แหนบกับน้ำยาเฮียซื้อให้เอง
[2568-11-02 07:41] ป้าจวบ: โอเคค่ะเฮีย 13.50 ก็ได้
[2568-11-02 07:45] น้องเมย์: ขอบคุณค่ะเฮีย
[2568-11-02 08:10] พี่แดง: ตกลงค่ะ
[2568-11-06 17:30] เฮียชัย: ค่าแรงเดือน ต.ค. โอนให้ทุกคนแล้วนะครับ เช็คยอดตามสลิป
"""
CLEANING_HOWTO = """# วิธีล้างรังนก (ของทีมป้าจวบ)
1. แช่รังในน้ำสะอาด 20-30 นาที จนรังนิ่ม
2. คีบขนออกด้วยแหนบ ทีละเส้น ห้ามใช้น้ำยาฟอกสี
3. ล้างน้ำสะอาดอีก 2 รอบ จัดรูปบนแม่พิมพ์
4. ผึ่งลมในห้องแอร์ 24-48 ชม.
5. คัดเกรด: เต็มใบ = A, มุม, แตก
รังล้างแล้วน้ำหนักหายประมาณ 25-30%
"""
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pak Phanang District Office\n"
    "ELECTRICITY BILL - September 2025\n"
    "Customer: Mr. Chaiwat Kaewmanee\n"
    "Address: 88/3 Moo 4, Ban Phoeng, Pak Phanang, Nakhon Si Thammarat (swiftlet building 1)\n"
    "Account no. 020011478823     Meter no. 7712045\n"
    "Reading period: 28 Aug 2025 - 27 Sep 2025",
    "Units used: 620 kWh\n"
    "Energy charge: 2,416.98 THB\n"
    "Service charge: 24.62 THB\n"
    "Ft charge (0.3972 x 620): 246.26 THB\n"
    "Subtotal: 2,687.86 THB\n"
    "VAT 7%: 188.15 THB\n"
    "Amount due: 2,876.01 THB\n"
    "Due date: 8 Oct 2025",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pak Phanang District Office\n"
    "ELECTRICITY BILL - October 2025\n"
    "Customer: Mr. Chaiwat Kaewmanee\n"
    "Address: 88/3 Moo 4, Ban Phoeng, Pak Phanang, Nakhon Si Thammarat (swiftlet building 1)\n"
    "Account no. 020011478823     Meter no. 7712045\n"
    "Reading period: 28 Sep 2025 - 27 Oct 2025",
    "Units used: 655 kWh\n"
    "Energy charge: 2,563.53 THB\n"
    "Service charge: 24.62 THB\n"
    "Ft charge (0.3972 x 655): 260.17 THB\n"
    "Subtotal: 2,848.32 THB\n"
    "VAT 7%: 199.38 THB\n"
    "Amount due: 3,047.70 THB\n"
    "Due date: 7 Nov 2025\n"
    "Note: usage up 35 kWh on last month (mist pump timer changed).",
]
PWA_SEP = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Pak Phanang Branch\n"
    "WATER BILL - September 2025\n"
    "Customer: Mr. Chaiwat Kaewmanee, 88/7 Moo 4, Ban Phoeng, Pak Phanang\n"
    "Customer no. 5520-0381-6\n"
    "Previous reading: 1,204   Current reading: 1,222   Water used: 18 m3\n"
    "Water charge: 262.24 THB\n"
    "Service charge: 30.00 THB\n"
    "VAT 7%: 20.46 THB\n"
    "Total: 312.70 THB\n"
    "Please pay by 10 Oct 2025",
]
PWA_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Pak Phanang Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Chaiwat Kaewmanee, 88/7 Moo 4, Ban Phoeng, Pak Phanang\n"
    "Customer no. 5520-0381-6\n"
    "Previous reading: 1,222   Current reading: 1,243   Water used: 21 m3\n"
    "Water charge: 317.15 THB\n"
    "Service charge: 30.00 THB\n"
    "VAT 7%: 24.30 THB\n"
    "Total: 371.45 THB\n"
    "Please pay by 10 Nov 2025",
]
INSURANCE = [
    "บริษัท ศรีอยุธยาประกันชีวิต จำกัด (มหาชน)",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัยต่ออายุ",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน นางสุนิสา แก้วมณี  กรมธรรม์เลขที่ HS-6603-118245  แผนสุขภาพเหมาจ่าย Smart Health แผน 3",
    "กรมธรรม์ของท่านจะครบรอบปีกรมธรรม์ในวันที่ 15 ธันวาคม 2568 "
    "บริษัทขอแจ้งเบี้ยประกันภัยสำหรับปีกรมธรรม์ 2569 ดังนี้",
]
INSURANCE_TABLE = [
    ("รายการ", "ปี 2568", "ปี 2569"),
    ("อายุผู้เอาประกัน", "43 ปี", "44 ปี"),
    ("ค่ารักษาผู้ป่วยใน (เหมาจ่ายต่อปี)", "1,000,000 บาท", "1,000,000 บาท"),
    ("ค่าห้องต่อวัน", "4,000 บาท", "4,000 บาท"),
    ("เบี้ยประกันภัยรายปี", "26,450 บาท", "28,760 บาท"),
]
INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยประกันภัย 28,760 บาท ภายในวันที่ 15 ธันวาคม 2568 "
    "(มีระยะเวลาผ่อนผัน 31 วัน) เบี้ยปรับขึ้นตามช่วงอายุและอัตราการเคลมปีที่ผ่านมา",
    "ชำระผ่านแอป SA Life, เคาน์เตอร์เซอร์วิส หรือหักบัตรเครดิต",
    "ตัวแทน: คุณมาลินี ทองประเสริฐ 081-563-2290",
]
SCHOOL_FEES = [
    "โรงเรียนศรีธรรมราชศึกษา  อ.เมืองนครศรีธรรมราช",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวพรรณ แก้วมณี  ชั้น ม.1/3 (ห้องเรียนพิเศษภาษาอังกฤษ)  เลขประจำตัว 25117",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "12,500"),
    ("ค่าโครงการห้องเรียนพิเศษภาษาอังกฤษ", "8,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน / ทัศนศึกษา", "1,200"),
    ("ค่าอาหารกลางวัน", "2,350"),
    ("รวมทั้งสิ้น", "24,050"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 808-1-22457-0",
    "หากชำระล่าช้า นักเรียนอาจไม่ได้รับสมุดพกเมื่อสิ้นภาคเรียน",
]
HOSPITAL_BILL = [
    "NAKHON SI RAT HOSPITAL\n"
    "198 Pattanakarn Road, Mueang Nakhon Si Thammarat 80000   Tel. 075-812-900\n"
    "\n"
    "IN-PATIENT BILL / STATEMENT OF CHARGES\n"
    "Patient: Mrs. Boonsri Kaewmanee   Age 71   HN 68-004512   AN 68-11873\n"
    "Admitted: 14 Oct 2025      Discharged: 17 Oct 2025 (3 nights)\n"
    "Diagnosis: Type 2 diabetes with hyperglycemia; cellulitis, right foot\n"
    "Attending physician: Dr. Anucha Prasertsuk (internal medicine)",
    "Charges                                         Amount (THB)\n"
    "Room and board, 3 nights x 2,800                    8,400.00\n"
    "Doctor fees                                         7,500.00\n"
    "Medicines and IV fluids                             9,862.50\n"
    "Laboratory tests                                    4,378.00\n"
    "Wound care and dressing supplies                    3,120.00\n"
    "Nursing service                                     3,600.00\n"
    "Other services                                      1,780.00\n"
    "\n"
    "TOTAL CHARGES                                      38,640.50\n"
    "Paid by insurer (Sri Ayutthaya Life, policy H-5911-30472)  -25,000.00\n"
    "PAID BY PATIENT                                    13,640.50\n"
    "\n"
    "Paid on 17 Oct 2025 by credit card (Mr. Chaiwat Kaewmanee).\n"
    "Follow-up: diabetes clinic and wound check on 31 Oct 2025, 09:00.",
]
MUM_NOTES = """# แม่ (บุญศรี แก้วมณี) ยากับนัดหมอ
- เบาหวานชนิดที่ 2 ฉีดอินซูลินเช้า-เย็น ยาเดือนละประมาณ 1,450 บาท
- 14-17 ต.ค. 68 นอน รพ.นครศรีรัตน์ แผลที่เท้าขวาติดเชื้อ บิลทั้งหมดเกือบสี่หมื่น ประกันจ่ายสองหมื่นห้า
- ส่วนที่เหลือหารกับเจ๊หน่อยคนละครึ่ง เจ๊หน่อยโอนแล้ว
- 31 ต.ค. 68 ไปตรวจแผล แผลแห้งดี
- นัดถัดไป 28 พ.ย. 2568 คลินิกเบาหวาน 08.30 น. งดอาหารหลังเที่ยงคืน
- นิดจัดยาใส่กล่องให้แม่ทุกวันอาทิตย์
"""
CAR_STATEMENT = [
    "SOUTHERN AUTO LEASING CO., LTD.\n"
    "Hire purchase statement - October 2025\n"
    "Customer: Mr. Chaiwat Kaewmanee, Pak Phanang, Nakhon Si Thammarat\n"
    "Contract no. SAL-NST-2022-07716\n"
    "Vehicle: Toyota Hilux Revo Prerunner 2.4, registration 2-kh-4821 Nakhon Si Thammarat\n"
    "\n"
    "Total installments: 72          Monthly installment: 14,270.00 THB\n"
    "Installments paid: 38 (last payment 5 Oct 2025)\n"
    "Installments remaining: 34\n"
    "Outstanding balance: 485,180.00 THB\n"
    "Next due: installment 39, 5 Nov 2025\n"
    "\n"
    "Late payment: 1.25% a month on the overdue amount plus 300 THB collection fee.\n"
    "Early settlement discount available on request. Call 1558.",
]
CAR_NOTES = """# ต่อภาษี + พ.ร.บ. Revo
- ภาษีรถครบ 12 ธ.ค. 68
- พ.ร.บ. กระบะ 967.28 บาท ทำที่ ตรอ. ก่อน
- ภาษีรถประมาณ 1,450 บาท
- ประกันชั้น 1 ยังอยู่กับไฟแนนซ์ หมด มี.ค. 69
"""
FAMILY_CHAT = """02/11/2568 20:15 นิด: เฮีย ค่าเทอมแพรวเทอมนี้ 24,050 นะ จ่ายก่อน 21 พ.ย.
02/11/2568 20:18 เฮียชัย: ได้ เดี๋ยวรอเฮียเส็งโอนมัดจำก่อน
02/11/2568 20:31 แพรว: ป๊า หนูขอไปทัศนศึกษาภูเก็ตด้วยนะ รวมอยู่ในค่าเทอมแล้ว
04/11/2568 12:02 นิด: ประกันสุขภาพนิดปีหน้าขึ้นเป็น 28,760 แล้ว ปีนี้ 26,450
04/11/2568 12:05 เฮียชัย: จ่ายไปเหอะ ปีหน้าค่อยดูเจ้าอื่น
05/11/2568 09:40 เจ๊หน่อย: โอนค่าโรงบาลแม่ครึ่งนึงแล้วนะ 6,820.25
05/11/2568 09:44 เฮียชัย: ได้รับแล้วเจ๊ ขอบคุณ
07/11/2568 18:10 นิด: ธ.ก.ส. โทรมา เงินกู้หลังสามผ่านแล้ว ให้ไปเซ็นสัญญาก่อนสิ้นเดือน
07/11/2568 18:12 เฮียชัย: เยส!! หลังสามได้สร้างแน่
09/11/2568 07:30 แม่: วันที่ 28 แม่มีนัดหมอนะ ใครพาไป
09/11/2568 07:45 นิด: นิดพาไปเองค่ะแม่
"""
SHOPPING = """ซื้อของ Makro
- น้ำตาลกรวด 2 ถุง
- ใบเตย
- ขวดแก้ว 45 ml 100 ใบ
- ข้าวสาร
- ผงซักฟอก
"""
RECIPE = """# รังนกตุ๋นน้ำตาลกรวด (สูตรนิด)
- รังนกแห้ง 5 กรัม ต่อ 1 ขวด 45 ml แช่น้ำ 4 ชม.
- ตุ๋นไฟอ่อน 30 นาที ใส่น้ำตาลกรวดกับใบเตย
- เก็บในตู้เย็นได้ 5 วัน
"""
TODO = {"todo.md": """- ไปเซ็นสัญญา ธ.ก.ส. ก่อน 28 พ.ย.
- ส่งรังเฮียเส็ง 12 พ.ย. เก็บเงินที่เหลือ
- เลือกร้านทำระบบเสียงหลัง 3 (ช่างเอก หรือ SwiftTech)
- ส่งตัวอย่าง 200 g ไปสิงคโปร์
- โอนค่าเทอมแพรว ก่อน 21 พ.ย.
- ต่อใบอนุญาตบ้านนกที่เทศบาล ก่อนสิ้นปี
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, house3, acc, lab, chats, gov, pea = (biz / "ใบเสนอราคา ลูกค้า", biz / "บ้านนกหลัง3", biz / "Accounts",
                                                  biz / "Lab", biz / "แชท_อีเมล", biz / "เอกสารราชการ",
                                                  biz / "Bills ไฟบ้านนก")
    for folder in (quotes, house3, acc, lab, chats, gov, pea, home / "Bills", home / "ประกัน", home / "โรงเรียน",
                   home / "แม่", home / "รถ Revo"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT นำโชคเบิร์ดเนสท์ ร่าง 1.docx", NAMCHOK_DRAFT, NAMCHOK_DRAFT_TABLE,
               bottom=NAMCHOK_DRAFT_BOTTOM)
    write_docx(quotes / "QT นำโชคเบิร์ดเนสท์ final v2.docx", NAMCHOK_FINAL, NAMCHOK_FINAL_TABLE,
               bottom=NAMCHOK_FINAL_BOTTOM)
    write_docx(house3 / "ใบเสนอราคา ร้านนกแอ่นการช่าง ระบบเสียงพ่นหมอก.docx", SHOP_QUOTE, SHOP_QUOTE_TABLE,
               bottom=SHOP_QUOTE_BOTTOM)
    make_pdf(house3 / "SwiftTech_Quotation_SQ25-0412.pdf", SWIFTTECH_QUOTE)
    write_docx(house3 / "ธกส_อนุมัติสินเชื่อ_บ้านนกหลัง3.docx", BAAC_LETTER)
    write_slides(house3 / "แผนบ้านนกหลัง3 ร่าง.pptx", PLAN_SLIDES)
    _book(acc / "บัญชีรังนก_2568.xlsx", "2568", HARVEST_2568, SALES_2568, EXPENSES_2568)
    _book(acc / "บัญชีรังนก_2567.xlsx", "2567", HARVEST_2567, SALES_2567, EXPENSES_2567)
    _cleaners(acc / "ค่าแรงทีมล้างรัง ก.ย.-ต.ค.68.xlsx")
    _price_list(acc / "Price list รังนก Nov2025.xlsx")
    make_pdf(lab / "SouthernFoodLab_invoice_IV25-10877.pdf", LAB_INVOICE)
    write_docx(lab / "ใบเสร็จ แล็บ RE6811-204.docx", LAB_RECEIPT, LAB_RECEIPT_TABLE, bottom=LAB_RECEIPT_BOTTOM)
    make_pdf(lab / "Lab report nitrite batch 68-10.pdf", LAB_REPORT)
    write_docx(gov / "หนังสือเทศบาลปากพนัง_ต่อใบอนุญาตบ้านนก 2569.docx", TOWN_LETTER)
    write_slides(gov / "GAP swiftlet seminar ปศุสัตว์.pptx", GAP_SLIDES)
    make_pdf(pea / "PEA_BirdHouse1_Sep2025.pdf", PEA_SEP)
    make_pdf(pea / "PEA_BirdHouse1_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "PWA_water_Sep2025.pdf", PWA_SEP)
    make_pdf(home / "Bills" / "PWA_water_Oct2025.pdf", PWA_OCT)
    write_docx(home / "ประกัน" / "ต่ออายุประกันสุขภาพ_สุนิสา_2569.docx", INSURANCE, INSURANCE_TABLE,
               bottom=INSURANCE_BOTTOM)
    write_docx(home / "โรงเรียน" / "ค่าเทอม ม.1 เทอม2_2568.docx", SCHOOL_FEES, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    make_pdf(home / "แม่" / "NSR_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "รถ Revo" / "SouthernAuto_statement_Oct2025.pdf", CAR_STATEMENT)
    _house_book(home / "รายจ่ายบ้าน 2568.xlsx")
    write_texts(docs, {
        f"{BIZ}/Accounts/harvest log Oct2025.md": HARVEST_LOG,
        f"{BIZ}/แชท_อีเมล/แชท เฮียเส็ง หาดใหญ่.txt": SENG_CHAT,
        f"{BIZ}/แชท_อีเมล/แชทกลุ่ม ทีมล้างรัง.txt": TEAM_CHAT,
        f"{BIZ}/แชท_อีเมล/email_SwallowTreasure_SG_Nov2025.txt": SG_EMAIL,
        f"{BIZ}/วิธีล้างรังนก.md": CLEANING_HOWTO,
        f"{HOME}/แม่/ยาแม่ นัดหมอ.md": MUM_NOTES,
        f"{HOME}/รถ Revo/ต่อภาษี พรบ Revo.md": CAR_NOTES,
        f"{HOME}/แชทไลน์ บ้านแก้วมณี.txt": FAMILY_CHAT,
        f"{HOME}/รายการซื้อของ.txt": SHOPPING,
        f"{HOME}/สูตรรังนกตุ๋นน้ำตาลกรวด.md": RECIPE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
