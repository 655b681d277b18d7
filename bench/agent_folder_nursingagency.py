"""The nursingagency folder: the papers of a Thai home-care nursing agency owner and her household, written by code.

The owner is คุณกาญจนา ทองดี (พี่กาญ), a registered nurse who left the provincial hospital to run "อุ่นใจโฮมแคร์
พิษณุโลก" (Aunjai Home Care Phitsanulok), 45/12 ถ.บรมไตรโลกนารถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000.
She places live-in and day caregivers and one registered nurse with families, who pay a monthly fee; she pays the
staff monthly. Her husband ธนพล (พี่ต้น) keeps the books with her and drives the Isuzu D-Max; their son ภูมิ
(ด.ช.ภูมิพัฒน์) is in ม.2; her mother แม่บุญเรือน was in hospital with pneumonia in early November; her sister น้ำ
lives in Bangkok. Staff: พิม (น.ส.พิมพ์ชนก ทองมา, RN), ป้าบัว (นางบัวผัน ศรีจันทร์), แหม่ม (น.ส.สุนันทา
แก้วมณี), ชาติ (นายอภิชาติ จันทร์ดี), ฝน (น.ส.ฝนทิพย์ บุญล้น), and นุ่น (น.ส.รัตนา ใจบุญ, new from November).
It is November 2568 (2025).

Documents/อุ่นใจโฮมแคร์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา เลิศวิริยะ v1 ร่าง.docx: draft quote QT-2568-031 (5 พ.ย. 2568) to คุณสมศักดิ์
  เลิศวิริยะ for his bedridden father: live-in caregiver 16,500 + 4 nurse visits x 1,500 (6,000) + supplies 2,500
  = 25,000 a month.
- ใบเสนอราคา/ใบเสนอราคา เลิศวิริยะ v2 final.docx: the final (12 พ.ย. 2568): 16,500 + 2 visits (3,000) + supplies
  1,800 = 21,300 a month from 1 ธันวาคม 2568; registration 3,000, deposit 16,500, first payment 40,800.
- ใบเสนอราคา/ใบเสนอราคาเตียงไฟฟ้า_เมดิคอลพลัส_พย68.docx: บริษัท เมดิคอลพลัส พิษณุโลก จำกัด, 3 electric beds at
  24,900 and 3 air mattresses at 3,850: 86,250 before VAT, 92,287.50 with VAT.
- ใบเสนอราคา/SiamMedEquip_Quotation_SME-Q2511-088.pdf: Siam MedEquip Co., Ltd., the same job, beds 26,500 and
  mattresses 3,200, 5% discount, delivery 1,500: 86,145.00 including VAT.
- อัตราค่าบริการ/อัตราค่าบริการ_อุ่นใจโฮมแคร์_2568.docx: this year's rates in Thai (live-in 16,500/เดือน, day
  12,000/เดือน, daily 650, RN 12 ชม. 2,200/วัน, nurse visit 1,500/ครั้ง, registration 3,000, day-off work 600).
- อัตราค่าบริการ/AunjaiHomeCare_RateCard_2024.pdf: last year's card in English (live-in 15,500, day 11,000,
  daily 600, RN 2,000, visit 1,300, registration 2,500, day-off 550).
- เวชภัณฑ์/ใบแจ้งหนี้_วัฒนาเวชภัณฑ์_10พ.ย.68.docx: invoice WV-6811-0147 of ร้านวัฒนาเวชภัณฑ์ (diapers, pads,
  gloves, wipes, dressing sets) 11,611 + VAT 812.77 = 12,423.77, due 25 พ.ย. 2568.
- เวชภัณฑ์/Wattana_receipt_RC6811-093.pdf: the receipt of the same order from "Wattana Vejchaphan", 12,423.77
  received by transfer on Nov 14, 2025.
- บัญชี/รายรับรายจ่าย_อุ่นใจ_2568.xlsx: this year's book, two sheets (income by month: caregiver fees, nurse
  fees, other; expenses by month: staff wages, social security, travel, supplies, rent, accounting), ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่าย_อุ่นใจ_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (staff wages มี.ค. 55,900).
- บัญชี/ค่าจ้างพนักงาน_ตุลาคม2568.md: October pay of five staff, gross 88,700, social security 3,105, net 85,595
  (แหม่ม 13,500 gross, 12,825 net).
- สัญญา/สัญญาให้บริการพยาบาล_ชัยมงคล_ลงนาม 30-09-2568.docx: signed contract AJ-C-2568-014 with นายวีระพงษ์
  ชัยมงคล for his wife มาลี: RN 12-hour day shifts, 2,200 a day x 26 = 57,200 a month, 1 ต.ค. 2568 - 31 มีนาคม
  2569, deposit 20,000.
- แชท/แชทไลน์_คุณเอ๋_แม่สมร.txt: LINE with เอ๋ (อรอุมา) for her mother: 12,000 proposed, 10,000 asked, 11,500
  offered, settled at 11,000 a month with no registration fee; deposit 11,000, November 5,500, transfer 16,500.
- แชท/แชทไลน์_คุณสมศักดิ์_เลิศวิริยะ.txt: LINE with คุณสมศักดิ์: 25,000 first, then 21,300; 20,000 asked, refused.
- แชท/แชทไลน์_กลุ่มผู้ดูแลอุ่นใจ.txt: the staff group: day-off pay 500 -> 550 from พ.ย., ป้าบัว's leave 22-23 พ.ย.
  covered by นุ่น, pay day 30th.
- email_สำนักงานบัญชีเพิ่มพูน_VAT_พ.ย.68.txt: the accountant's email: income ม.ค.-ต.ค. 2568 1,087,300 (about
  1,358,700 for the year), the 1,800,000 VAT
  line, the 2,400,000 plan, deadlines 7 and 15 ธ.ค. 2568, fee 3,500 from 2569.
- email_David_Miller_Nov2025.txt: English email from the son-in-law of คุณยายจำเนียร: paid 17,100 for November
  (16,500 + 600 for one day off worked), asks for English receipts.
- แผนธุรกิจ_อุ่นใจโฮมแคร์_2569.pptx: slides, plan for 2569 (2,400,000 target, new live-in rate 17,500, nurse visit
  1,600, three beds for rent at 2,500 a month).
- คู่มือผู้ดูแลใหม่_v3.md: her training notes for new caregivers (turning, NG feeding, bed sores).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,318.44, due 6 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,062.02, due
  4 Nov 2025): English electricity bills of the house.
- รถ/SiamAutoLeasing_statement_Nov2025.pdf: hire-purchase statement of the D-Max, 8,940 a month, next (no. 41)
  due 5 Dec 2025, 32 left, 286,080 outstanding.
- รถ/ThaiPhrom_motor_renewal_2025.pdf: car insurance renewal, 17,860.42 (last year 18,540.00), due 9 Dec 2025.
- แม่/SongKhwaeHospital_bill_Nov2025.pdf: the mother's in-patient bill 2-6 Nov 2025: 48,650.00 in all, insurance
  30,000.00, patient 18,650.00 (deposit 10,000.00, balance 8,650.00).
- แม่/นัดหมอแม่.md: notes on the mother's appointments and medicines.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_ม.2_เทอม1-2568.docx (28,400) and ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx (28,150, due
  7 พฤศจิกายน 2568): school fee notices.
- แชทไลน์_บ้านทองดี.txt: the family LINE group (น้ำ pays half of 18,650 = 9,325).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
AGENCY_TOP = ("อุ่นใจโฮมแคร์ พิษณุโลก (Aunjai Home Care) 45/12 ถ.บรมไตรโลกนารถ ต.ในเมือง อ.เมืองพิษณุโลก "
              "จ.พิษณุโลก 65000 โทร 089-635-2184 LINE @aunjaicare")

# ---------------------------------------------------------------- quotes to the Lertwiriya family
LERT_HEAD = "เรียน คุณสมศักดิ์ เลิศวิริยะ 9/88 หมู่บ้านพฤกษาสองแคว ต.อรัญญิก อ.เมืองพิษณุโลก"
LERT_DRAFT = [
    AGENCY_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-2568-031",
    "วันที่ 5 พ.ย. 2568",
    LERT_HEAD,
    "เรื่อง บริการดูแลคุณพ่อประเสริฐ เลิศวิริยะ (อายุ 84 ปี ผู้ป่วยติดเตียงหลังเส้นเลือดสมองตีบ มีแผลกดทับ)",
]
LERT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวมต่อเดือน (บาท)"),
    ("ผู้ดูแลผู้ป่วยอยู่ประจำ 24 ชม. (หยุด 4 วัน/เดือน)", "1 คน", "16,500 บาท/เดือน", "16,500"),
    ("พยาบาลวิชาชีพเยี่ยมบ้าน ทำแผลกดทับ เปลี่ยนสาย NG", "4 ครั้ง/เดือน", "1,500 บาท/ครั้ง", "6,000"),
    ("เวชภัณฑ์ (ผ้าอ้อม แผ่นรองซับ ชุดทำแผล) เหมาจ่าย", "1 เดือน", "2,500 บาท", "2,500"),
    ("รวมต่อเดือน", "", "", "25,000"),
]
LERT_DRAFT_BOTTOM = [
    "รวมเดือนละ 25,000 บาท (สองหมื่นห้าพันบาทถ้วน)",
    "ค่าแรกเข้า 3,000 บาท  เงินมัดจำ 16,500 บาท",
    "ร่าง v1 ยังไม่ได้ทำเป็นใบจริง ถามพี่ต้นเรื่องค่าเวชภัณฑ์ก่อน",
]
LERT_FINAL = [
    AGENCY_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (ฉบับแก้ไข v2)",
    "วันที่ 12 พฤศจิกายน 2568",
    LERT_HEAD,
    "เรื่อง บริการดูแลคุณพ่อประเสริฐ เลิศวิริยะ แบบผู้ดูแลอยู่ประจำ เริ่ม 1 ธันวาคม 2568",
]
LERT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวมต่อเดือน (บาท)"),
    ("ผู้ดูแลผู้ป่วยอยู่ประจำ 24 ชม. (หยุด 4 วัน/เดือน) น.ส.รัตนา ใจบุญ", "1 คน", "16,500 บาท/เดือน", "16,500"),
    ("พยาบาลวิชาชีพเยี่ยมบ้าน ทำแผลกดทับ เปลี่ยนสาย NG (ไม่คิดค่าเดินทาง)", "2 ครั้ง/เดือน", "1,500 บาท/ครั้ง",
     "3,000"),
    ("เวชภัณฑ์ (แผ่นรองซับ ชุดทำแผล) เหมาจ่าย ผ้าอ้อมครอบครัวซื้อเอง", "1 เดือน", "1,800 บาท", "1,800"),
    ("รวมต่อเดือน", "", "", "21,300"),
]
LERT_FINAL_BOTTOM = [
    "รวมค่าบริการเดือนละ 21,300 บาท (สองหมื่นหนึ่งพันสามร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ค่าแรกเข้า 3,000 บาท (ครั้งเดียว)  เงินมัดจำ 16,500 บาท คืนเมื่อสิ้นสุดสัญญา",
    "ชำระก่อนเริ่มงาน 40,800 บาท = ค่าแรกเข้า 3,000 + มัดจำ 16,500 + ค่าบริการเดือน ธ.ค. 21,300",
    "ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ กาญจนา ทองดี (พยาบาลวิชาชีพ) ผู้จัดการ อุ่นใจโฮมแคร์",
]

# ---------------------------------------------------------------- electric bed quotes
BED_MEDPLUS = [
    "บริษัท เมดิคอลพลัส พิษณุโลก จำกัด  จำหน่ายเครื่องมือแพทย์และอุปกรณ์ผู้ป่วย",
    "88/5 ถ.สิงหวัฒน์ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-241-776 เลขผู้เสียภาษี 0655561002318",
    "ใบเสนอราคา เลขที่ MP-QT-6811-027  วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณกาญจนา ทองดี อุ่นใจโฮมแคร์",
    "เรื่อง เตียงผู้ป่วยไฟฟ้าและที่นอนลมสำหรับให้เช่า 3 ชุด",
]
BED_MEDPLUS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เตียงผู้ป่วยไฟฟ้า 3 ไกร์ ปรับสูง-ต่ำ พร้อมราวกั้นอะลูมิเนียม", "3 เตียง", "24,900", "74,700"),
    ("ที่นอนลมป้องกันแผลกดทับ แบบลอนขวาง พร้อมปั๊ม", "3 ชุด", "3,850", "11,550"),
    ("รวมเป็นเงิน", "", "", "86,250.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "6,037.50"),
    ("รวมทั้งสิ้น", "", "", "92,287.50"),
]
BED_MEDPLUS_BOTTOM = [
    "รวมทั้งสิ้น 92,287.50 บาท (เก้าหมื่นสองพันสองร้อยแปดสิบเจ็ดบาทห้าสิบสตางค์) ส่งและติดตั้งฟรีในเขตอำเภอเมือง",
    "ส่งของภายใน 7 วัน รับประกันมอเตอร์ 2 ปี โครงเตียง 5 ปี",
    "ชำระเงิน: มัดจำ 50% = 46,143.75 บาท ส่วนที่เหลือชำระวันส่งของ",
    "ใบเสนอราคามีอายุ 30 วัน  ฝ่ายขาย คุณวิไลวรรณ 081-473-2290",
]
BED_SME = [
    "SIAM MEDEQUIP CO., LTD.\n"
    "Hospital and home-care equipment - 221 Moo 7, Tha Thong, Mueang Phitsanulok 65000\n"
    "Tel. 055-302-448   sales@siammedequip.co.th\n"
    "\n"
    "QUOTATION No. SME-Q2511-088          Date: 7 Nov 2025\n"
    "To: Khun Kanchana Thongdee, Aunjai Home Care, Phitsanulok\n"
    "Subject: Electric hospital beds and air mattresses for home rental (3 sets)\n"
    "\n"
    "Item                                            Qty      Unit price    Amount\n"
    "Electric bed 3 functions, side rails, castors   3        26,500.00     79,500.00\n"
    "Alternating air mattress with pump              3         3,200.00      9,600.00\n"
    "Subtotal                                                              89,100.00\n"
    "Special discount 5%                                                   -4,455.00\n"
    "Delivery and installation                                              1,500.00\n"
    "GRAND TOTAL (VAT included)                                            86,145.00 THB\n"
    "\n"
    "All prices include 7% VAT.\n"
    "Delivery within 21 days after order. Warranty: motors 1 year, frame 3 years.\n"
    "Payment: 30% deposit with order (25,843.50 THB), balance on delivery.\n"
    "This quotation is valid until 7 Dec 2025.\n"
    "Sales: Mr. Kittipong Sae-Lim 086-118-5037",
]

# ---------------------------------------------------------------- rate cards
RATES_2568 = [
    AGENCY_TOP,
    "อัตราค่าบริการ ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)",
    "บริการดูแลผู้สูงอายุและผู้ป่วยที่บ้าน โดยผู้ดูแลที่ผ่านการอบรม 420 ชั่วโมง และพยาบาลวิชาชีพ",
]
RATES_2568_TABLE = [
    ("บริการ", "อัตรา"),
    ("ผู้ดูแลอยู่ประจำ 24 ชม. (หยุด 4 วัน/เดือน)", "16,500 บาท/เดือน"),
    ("ผู้ดูแลแบบไป-กลับ 8 ชม. (จันทร์-เสาร์)", "12,000 บาท/เดือน"),
    ("ผู้ดูแลรายวัน 8 ชม.", "650 บาท/วัน"),
    ("พยาบาลวิชาชีพเฝ้าไข้ 12 ชม.", "2,200 บาท/วัน"),
    ("พยาบาลวิชาชีพเยี่ยมบ้าน (ทำแผล เปลี่ยนสาย NG/สายสวนปัสสาวะ)", "1,500 บาท/ครั้ง"),
    ("ค่าแรกเข้า (คัดเลือก อบรม จัดหาผู้ดูแล)", "3,000 บาท (ครั้งเดียว)"),
    ("ผู้ดูแลทำงานในวันหยุด", "600 บาท/วัน"),
]
RATES_2568_BOTTOM = [
    "เงินมัดจำเท่ากับค่าบริการ 1 เดือน คืนเมื่อสิ้นสุดสัญญา",
    "ชำระค่าบริการล่วงหน้าภายในวันที่ 5 ของทุกเดือน ราคานี้ยังไม่มีภาษีมูลค่าเพิ่ม (กิจการยังไม่ได้จด VAT)",
    "หากผู้ดูแลลาป่วย/ลากิจ ทางศูนย์ส่งคนแทนโดยไม่คิดเพิ่ม",
]
RATES_2024 = [
    "AUNJAI HOME CARE PHITSANULOK\n"
    "45/12 Boromtrailokanart Road, Nai Mueang, Mueang Phitsanulok 65000   Tel. 089-635-2184\n"
    "\n"
    "RATE CARD 2024 - Home care for elderly and bedridden patients\n"
    "Effective 1 January 2024\n"
    "\n"
    "Live-in caregiver, 24 hours (4 days off a month) ...... 15,500 THB/month\n"
    "Day caregiver, 8 hours (Mon-Sat) ....................... 11,000 THB/month\n"
    "Daily caregiver, 8 hours ................................    600 THB/day\n"
    "Registered nurse, 12-hour shift .........................  2,000 THB/day\n"
    "Nurse home visit (wound care, NG or urinary catheter) ...  1,300 THB/visit\n"
    "Registration fee (selection, training, placement) .......  2,500 THB (one time)\n"
    "Caregiver working on a day off ..........................    550 THB/day\n"
    "\n"
    "Deposit: one month of the service fee, returned at the end of the contract.\n"
    "Fees are paid in advance by the 5th of each month. No VAT is charged.\n"
    "Contact: Kanchana Thongdee, RN - LINE @aunjaicare",
]

# ---------------------------------------------------------------- medical supplies order: invoice and receipt
WATTANA_INVOICE = [
    "ร้านวัฒนาเวชภัณฑ์  จำหน่ายเวชภัณฑ์ ผ้าอ้อมผู้ใหญ่ อุปกรณ์ผู้ป่วย",
    "12/4 ถ.พระองค์ดำ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-258-913",
    "ใบแจ้งหนี้ / ใบวางบิล เลขที่ WV-6811-0147  วันที่ 10 พ.ย. 2568",
    "ลูกค้า อุ่นใจโฮมแคร์ (คุณกาญจนา ทองดี)",
]
WATTANA_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน"),
    ("ผ้าอ้อมผู้ใหญ่แบบเทป ไซซ์ L (แพ็ค 10 ชิ้น)", "20 แพ็ค", "285.00", "5,700.00"),
    ("แผ่นรองซับ 45x70 ซม. (แพ็ค 10 ชิ้น)", "15 แพ็ค", "165.00", "2,475.00"),
    ("ถุงมือยางทางการแพทย์ (กล่อง 100 ชิ้น)", "10 กล่อง", "145.00", "1,450.00"),
    ("ผ้าเปียกทำความสะอาดผู้ป่วย", "24 ห่อ", "39.00", "936.00"),
    ("ชุดทำแผลปลอดเชื้อ", "30 ชุด", "35.00", "1,050.00"),
    ("รวมเป็นเงิน", "", "", "11,611.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "812.77"),
    ("รวมทั้งสิ้น", "", "", "12,423.77"),
]
WATTANA_BOTTOM = [
    "กรุณาชำระภายในวันที่ 25 พ.ย. 2568 โอนเข้าบัญชี ร้านวัฒนาเวชภัณฑ์ ธนาคารกรุงไทย 612-0-44851-7",
    "ส่งสลิปทาง LINE แล้วทางร้านจะออกใบเสร็จให้",
]
WATTANA_RECEIPT = [
    "WATTANA VEJCHAPHAN (medical supplies)\n"
    "12/4 Phra Ong Dam Road, Nai Mueang, Mueang Phitsanulok 65000   Tel. 055-258-913\n"
    "\n"
    "OFFICIAL RECEIPT No. RC-6811-093\n"
    "Date: Nov 14, 2025\n"
    "Received from: Aunjai Home Care (Khun Kanchana Thongdee)\n"
    "For: invoice WV-6811-0147 dated 10 Nov 2025 - adult diapers, under pads, gloves, wipes,\n"
    "     sterile dressing sets\n"
    "\n"
    "Amount before VAT      11,611.00\n"
    "VAT 7%                    812.77\n"
    "AMOUNT RECEIVED        12,423.77 THB\n"
    "Paid by: bank transfer (Krungthai) on Nov 14, 2025\n"
    "\n"
    "Received by: Wattana Srisuk (owner). Thank you.",
]

# ---------------------------------------------------------------- books
CARE_2568 = [48600, 48600, 51200, 53800, 53800, 55400, 56900, 57500, 58100, 61700]
NURSE_2568 = [36400, 38900, 41600, 43200, 44700, 46300, 48800, 66100, 68500, 69200]
OTHER_2568 = [2800, 2400, 3900, 2600, 3300, 4700, 3600, 5800, 4100, 4800]
WAGES_2568 = [61200, 63400, 66800, 68100, 69500, 70900, 72400, 84600, 86900, 88700]
SS_2568 = [2450, 2560, 2710, 2760, 2810, 2870, 2930, 2980, 3050, 3105]
TRAVEL_2568 = [4200, 3900, 4600, 4400, 4800, 4300, 4700, 5200, 5100, 5400]
SUPPLIES_2568 = [5600, 4900, 6200, 5800, 6400, 5900, 6700, 7300, 6800, 7600]
RENT_2568 = [6500] * 10
ACCOUNTING_2568 = [3000] * 10
CARE_2567 = [42000, 42000, 44500, 45200, 46800, 46800, 48300, 48900, 49500, 50100, 51600, 52400]
NURSE_2567 = [28900, 30200, 31800, 32600, 33500, 34900, 35800, 36400, 37200, 38300, 39100, 41500]
OTHER_2567 = [2100, 1900, 2800, 2200, 2600, 3100, 2700, 3400, 2900, 3300, 3600, 4200]
WAGES_2567 = [52800, 53600, 55900, 56400, 57800, 58600, 60100, 60700, 61500, 62400, 63800, 65200]
SS_2567 = [2100, 2140, 2230, 2250, 2310, 2340, 2400, 2420, 2460, 2490, 2550, 2600]
TRAVEL_2567 = [3600, 3400, 3900, 3700, 4100, 3800, 4000, 4300, 4200, 4400, 4500, 4900]
SUPPLIES_2567 = [4800, 4300, 5200, 4900, 5400, 5100, 5600, 5800, 5500, 6100, 6300, 6900]
RENT_2567 = [6000] * 12
ACCOUNTING_2567 = [2500] * 12
INCOME_2568 = sum(CARE_2568) + sum(NURSE_2568) + sum(OTHER_2568)


def _agency_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ อุ่นใจโฮมแคร์ ปี {year} (Aunjai Home Care income {year})"])
    sheet.append(["เดือน (Month)", "ค่าบริการผู้ดูแล (Caregiver fees)", "ค่าบริการพยาบาล (Nurse fees)",
                  "ค่าแรกเข้า/อื่นๆ (Registration, other)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย อุ่นใจโฮมแคร์ ปี {year} (Aunjai Home Care expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าจ้างผู้ดูแลและพยาบาล (Staff wages)", "ประกันสังคมส่วนนายจ้าง (Social security)",
                  "ค่าน้ำมัน/เดินทาง (Travel)", "เวชภัณฑ์ (Medical supplies)", "ค่าเช่าสำนักงาน (Office rent)",
                  "ค่าทำบัญชี (Accounting)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- contract
CONTRACT_TOP = [
    AGENCY_TOP,
    "สัญญาให้บริการพยาบาลที่บ้าน  เลขที่ AJ-C-2568-014",
    "ทำที่ อุ่นใจโฮมแคร์ พิษณุโลก  วันที่ 30 กันยายน 2568",
    "ระหว่าง นางกาญจนา ทองดี ในนาม อุ่นใจโฮมแคร์ พิษณุโลก ซึ่งต่อไปเรียกว่า \"ผู้ให้บริการ\" ฝ่ายหนึ่ง",
    "กับ นายวีระพงษ์ ชัยมงคล อยู่บ้านเลขที่ 156 ถ.วิสุทธิกษัตริย์ ต.ในเมือง อ.เมืองพิษณุโลก ซึ่งต่อไปเรียกว่า "
    "\"ผู้รับบริการ\" อีกฝ่ายหนึ่ง",
    "ผู้ป่วย นางมาลี ชัยมงคล อายุ 68 ปี หลังผ่าตัดเปลี่ยนข้อสะโพก ต้องการพยาบาลดูแลแผล ให้ยา และฝึกเดิน",
    "ทั้งสองฝ่ายตกลงกันดังนี้",
]
CONTRACT_TABLE = [
    ("ข้อตกลง", "รายละเอียด"),
    ("บริการ", "พยาบาลวิชาชีพเฝ้าไข้ 12 ชม. (07.00-19.00 น.) 26 วันต่อเดือน"),
    ("พยาบาลประจำ", "นางสาวพิมพ์ชนก ทองมา ใบอนุญาตประกอบวิชาชีพ เลขที่ 6511204873"),
    ("อัตราค่าบริการ", "วันละ 2,200 บาท x 26 วัน = 57,200 บาท ต่อเดือน"),
    ("ระยะเวลา", "1 ตุลาคม 2568 ถึง 31 มีนาคม 2569 (6 เดือน)"),
    ("เงินมัดจำ", "20,000 บาท ชำระวันทำสัญญา คืนภายใน 15 วันหลังสิ้นสุดสัญญา"),
    ("การชำระเงิน", "ชำระล่วงหน้าภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชี กสิกรไทย 047-3-61592-8 ชื่อ กาญจนา ทองดี"),
    ("วันหยุดพยาบาล", "4 วันต่อเดือน ไม่มีพยาบาลแทน หากต้องการพยาบาลแทนคิดวันละ 2,200 บาท"),
    ("การบอกเลิก", "แจ้งล่วงหน้าไม่น้อยกว่า 15 วัน"),
]
CONTRACT_BOTTOM = [
    "ผู้ให้บริการไม่รับผิดชอบงานบ้านที่ไม่เกี่ยวกับการดูแลผู้ป่วย",
    "สัญญานี้ทำขึ้นสองฉบับ มีข้อความตรงกัน ทั้งสองฝ่ายอ่านและเข้าใจดีแล้ว จึงลงลายมือชื่อไว้เป็นหลักฐาน",
    "ลงชื่อ กาญจนา ทองดี ผู้ให้บริการ        ลงชื่อ วีระพงษ์ ชัยมงคล ผู้รับบริการ",
    "ลงชื่อ ธนพล ทองดี พยาน",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนธุรกิจ อุ่นใจโฮมแคร์ ปี 2569", "Aunjai Home Care - plan for 2026\nกาญจนา ทองดี  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.-ต.ค. 2568 รวม {INCOME_2568:,} บาท\nลูกค้าประจำ 5 ครอบครัว ผู้ดูแล 5 คน "
                         "พยาบาล 1 คน\nลูกค้าใหม่: บ้านคุณเอ๋ (พ.ย.) บ้านเลิศวิริยะ (ธ.ค.)\n"
                         "ปัญหา: หาผู้ดูแลชายยาก ผู้ดูแลลาออกกลางสัญญา"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nลูกค้า 10 ครอบครัว\nรับผู้ดูแลเพิ่ม 3 คน พยาบาลเพิ่ม 1 คน\n"
                            "จดทะเบียน VAT ตามที่สำนักงานบัญชีแนะนำ"),
        ("อัตราใหม่ปี 2569", "ผู้ดูแลอยู่ประจำ 17,500 บาท/เดือน (ปี 2568: 16,500)\nพยาบาลเยี่ยมบ้าน 1,600 บาท/ครั้ง\n"
                             "ลูกค้าเดิมคงราคาเดิมถึง มี.ค. 2569"),
        ("เตียงไฟฟ้าให้เช่า", "ซื้อเตียงไฟฟ้า + ที่นอนลม 3 ชุด งบไม่เกิน 90,000 บาท\n"
                              "เทียบราคา เมดิคอลพลัส กับ สยามเมดอีควิป\nให้เช่าเดือนละ 2,500 บาท/ชุด คืนทุนใน 12 เดือน"),
        ("การตลาด", "LINE OA @aunjaicare\nฝากโบรชัวร์ที่ศูนย์วางแผนจำหน่ายผู้ป่วย รพ.สองแคว\n"
                    "อบรมผู้ดูแลหลักสูตร 420 ชม. ร่วมกับวิทยาลัยพยาบาล"),
    ]


# ---------------------------------------------------------------- household pdfs
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - September 2025\n"
    "Account name: Mr. Thanaphon Thongdee\n"
    "Address: 77/3 Moo 4, Aranyik, Mueang Phitsanulok 65000 (house meter)\n"
    "Customer no. 020051736642\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 31,204 -> 31,716   Units used: 512 kWh\n"
    "Energy charge 2,073.64  Ft 54.91  Service 38.22  VAT 7% 151.67\n"
    "AMOUNT DUE: 2,318.44 THB\n"
    "Due date: 6 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - October 2025\n"
    "Account name: Mr. Thanaphon Thongdee\n"
    "Address: 77/3 Moo 4, Aranyik, Mueang Phitsanulok 65000 (house meter)\n"
    "Customer no. 020051736642\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,716 -> 32,174   Units used: 458 kWh\n"
    "Energy charge 1,839.80  Ft 49.10  Service 38.22  VAT 7% 134.90\n"
    "AMOUNT DUE: 2,062.02 THB\n"
    "Due date: 4 Nov 2025\n"
    "Previous bill 2,318.44 THB paid on 5 Oct 2025. Thank you.",
]
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch, Mittraphap Road   Call center 02-118-6000\n"
    "\n"
    "HIRE PURCHASE STATEMENT      Statement date: 10 Nov 2025\n"
    "Hirer: Mr. Thanaphon Thongdee\n"
    "Contract no. SAL-PL-2206-15532\n"
    "Vehicle: Isuzu D-Max Spacecab 1.9, plate 3Kor-Kor 4521 Phitsanulok\n"
    "Contract: 72 monthly instalments of 8,940 THB, first instalment 5 Aug 2022\n"
    "\n"
    "Last payment received: 8,940.00 THB on 4 Nov 2025 (instalment no. 40)\n"
    "Instalments paid: 40   Instalments remaining: 32\n"
    "Outstanding balance: 286,080.00 THB\n"
    "\n"
    "NEXT INSTALMENT: no. 41, 8,940.00 THB, due 5 Dec 2025\n"
    "Late payment: 1.25% per month on the overdue amount, plus a 100 THB notice fee.\n"
    "Pay by direct debit, at any branch, or with the QR code on this statement.",
]
CAR_INSURANCE = [
    "THAI PHROM INSURANCE PUBLIC COMPANY LIMITED\n"
    "Motor Insurance Renewal Notice          Date: 3 Nov 2025\n"
    "\n"
    "Insured: Mr. Thanaphon Thongdee, 77/3 Moo 4, Aranyik, Mueang Phitsanulok 65000\n"
    "Policy no. TPI-MV-681-2207745 (Type 1)\n"
    "Vehicle: Isuzu D-Max Spacecab 1.9 (2022), plate 3Kor-Kor 4521 Phitsanulok\n"
    "Current policy expires: 10 Dec 2025\n"
    "\n"
    "Renewal period: 10 Dec 2025 - 10 Dec 2026\n"
    "Sum insured: 420,000 THB (last year 460,000 THB)\n"
    "No-claim discount: 30%\n"
    "Net premium 16,620.00  Stamp duty 67.00  VAT 1,173.42\n"
    "TOTAL PREMIUM: 17,860.42 THB (last year 18,540.00 THB)\n"
    "Please pay by 9 Dec 2025 to keep continuous cover.\n"
    "Agent: Khun Sasithorn 081-962-3347",
]
HOSPITAL_BILL = [
    "SONG KHWAE HOSPITAL\n"
    "123 Singhawat Road, Mueang Phitsanulok 65000   Tel. 055-219-900\n"
    "\n"
    "IN-PATIENT BILL SUMMARY\n"
    "HN 0458812   AN 68-11207\n"
    "Patient: Mrs. Boonruean Saeng-on (age 71)\n"
    "Admitted: 2 Nov 2025   Discharged: 6 Nov 2025 (4 nights)\n"
    "Diagnosis: community-acquired pneumonia\n"
    "Attending doctor: Dr. Pornthip Chaisiri (chest medicine)\n"
    "\n"
    "Room, 4 nights x 2,400 ..................... 9,600.00\n"
    "Nursing care ............................... 4,800.00\n"
    "Medicines and IV fluids ................... 14,370.00\n"
    "Laboratory and X-ray ....................... 8,940.00\n"
    "Doctor fees ................................ 7,600.00\n"
    "Medical supplies ........................... 3,340.00\n"
    "TOTAL CHARGES ............................. 48,650.00 THB\n"
    "\n"
    "Less: paid by Thai Phrom Insurance (health policy TPH-5502-8810) ... 30,000.00\n"
    "Patient portion ........................................... 18,650.00\n"
    "Less: deposit paid on admission, 2 Nov 2025 ............... 10,000.00\n"
    "Balance paid at discharge, 6 Nov 2025 (credit card) ........ 8,650.00\n"
    "\n"
    "Follow-up: chest clinic, 20 Nov 2025 at 09:00. Bring this bill and the medicine list.",
]


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสองแควศึกษา อ.เมืองพิษณุโลก จ.พิษณุโลก", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ทองดี  ชั้น ม.2/3  เลขประจำตัว 41527"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 618-1-20337-5",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "18,500"), ("ค่ากิจกรรมและคอมพิวเตอร์", "3,200"),
                           ("ค่าอาหารกลางวัน", "4,600"), ("ค่าหนังสือและแบบฝึกหัด", "2,100")],
                "28,400", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "18,500"), ("ค่ากิจกรรมและคอมพิวเตอร์", "3,200"),
                           ("ค่าอาหารกลางวัน", "4,600"), ("ค่าทัศนศึกษา เชียงใหม่ 2 วัน", "1,850")],
                "28,150", "7 พฤศจิกายน 2568")

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2205.60, "PEA"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1248, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, "D-Max"), ("ค่างวดรถกระบะ (Car instalment)", 8940, "สยามออโต้"),
                  ("รถตู้รับส่งภูมิ (School van)", 1800, ""), ("เรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาแม่ (Mum's medicine)", 1150, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2241.80, "PEA"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1248, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4250, "D-Max"), ("ค่างวดรถกระบะ (Car instalment)", 8940, "สยามออโต้"),
                  ("รถตู้รับส่งภูมิ (School van)", 1800, ""), ("เรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาแม่ (Mum's medicine)", 1150, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.44, "PEA บิล ก.ย. จ่าย 5/10/68"),
                  ("ค่าน้ำประปา (Water)", 274, ""), ("เน็ตบ้าน + มือถือ (Internet, phones)", 1248, ""),
                  ("ค่ากับข้าว (Food)", 11630, ""), ("ค่าน้ำมันรถ (Petrol)", 4480, "D-Max"),
                  ("ค่างวดรถกระบะ (Car instalment)", 8940, "สยามออโต้"), ("รถตู้รับส่งภูมิ (School van)", 1800, ""),
                  ("เรียนพิเศษภูมิ (Tutoring)", 2400, ""), ("ค่ายาแม่ (Mum's medicine)", 1150, ""),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านทองดี {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes, chats and emails
ACCOUNTANT_EMAIL = f"""From: จิราพร สุขเจริญ <jiraporn@permpoon-acc.co.th>
To: aunjaihomecare.plk@gmail.com
Cc: thanaphon.td@gmail.com
Date: Mon, 10 Nov 2025 14:25
Subject: รายรับถึงสิ้น ต.ค. 68 และเรื่องจด VAT ปีหน้า

เรียน คุณกาญ คุณต้น

สำนักงานปิดบัญชีเดือน ต.ค. 2568 ให้แล้วค่ะ สรุปดังนี้

1. รายรับ ม.ค. - ต.ค. 2568 รวม {INCOME_2568:,} บาท เฉลี่ยเดือนละประมาณ {INCOME_2568 // 10:,} บาท
   ถ้า พ.ย. - ธ.ค. ได้เท่า ต.ค. ทั้งปีจะประมาณ {INCOME_2568 + 2 * 135700:,} บาท ยังไม่ถึงเกณฑ์ 1,800,000 บาท
   ปีนี้จึงยังไม่ต้องจดทะเบียนภาษีมูลค่าเพิ่มค่ะ
2. แต่แผนปี 2569 ที่ตั้งไว้ 2,400,000 บาท จะเกิน 1,800,000 บาท ต้องยื่นจด VAT ภายใน 30 วันนับจากวันที่รายรับเกิน
   ค่าบริการของพยาบาลวิชาชีพอาจเข้าข่ายได้รับยกเว้น แต่ค่าผู้ดูแลไม่ได้รับยกเว้น
   ขอให้แยกใบเสร็จค่าพยาบาลกับค่าผู้ดูแลออกจากกันตั้งแต่ ม.ค. 2569
3. ภ.ง.ด.1 เดือน พ.ย. ยื่นภายใน 7 ธ.ค. 2568 และเงินสมทบประกันสังคมเดือน พ.ย. ภายใน 15 ธ.ค. 2568
   รบกวนส่งสลิปเงินเดือนพนักงานทั้งหมดภายใน 2 ธ.ค. ค่ะ (นุ่นเริ่มงาน พ.ย. ต้องแจ้งขึ้นทะเบียนผู้ประกันตนด้วย)
4. ค่าทำบัญชีปี 2569 ขอปรับจากเดือนละ 3,000 เป็นเดือนละ 3,500 บาทค่ะ

ขอบคุณค่ะ
จิราพร สุขเจริญ
สำนักงานบัญชีเพิ่มพูน พิษณุโลก 055-243-118
"""
DAVID_EMAIL = """From: David Miller <d.miller.uk@gmail.com>
To: Aunjai Home Care <aunjaihomecare.plk@gmail.com>
Date: Wed, 5 Nov 2025 21:40
Subject: Re: November fee for Khun Yai Chamnian

Dear Khun Kan,

Thank you for the October report on my mother-in-law, Mrs. Chamnian Saengthong. Noi and I are very happy
with Pa Bua's care, and the physio exercises are helping her walk to the bathroom again.

I have transferred 17,100 THB this afternoon for November:
- live-in caregiver, November: 16,500 THB
- Pa Bua working on her day off, Sunday 26 October: 600 THB

Could you please send the receipts in English? My company pays part of the cost and needs them for
reimbursement. Please put my name and the address of the house (65/2 Soi Phra Ong Dam 4).

You mentioned that the live-in rate might go up to 17,500 THB from January. Noi would like to keep
16,500 THB until the end of March if that is possible, as our contract runs to March.

Best regards,
David Miller
"""
TEXTS = {
    "อุ่นใจโฮมแคร์/บัญชี/ค่าจ้างพนักงาน_ตุลาคม2568.md": """# ค่าจ้างพนักงาน เดือนตุลาคม 2568

โอนเข้าบัญชีทุกคนแล้ว 31/10/68 (ค่าทำงานวันหยุด ต.ค. วันละ 500 บาท)

| ชื่อ (ชื่อเล่น) | ตำแหน่ง | ประจำบ้าน | ค่าจ้าง | ทำงานวันหยุด | หักประกันสังคม 5% | รับสุทธิ |
|---|---|---|---|---|---|---|
| นางสาวพิมพ์ชนก ทองมา (พิม) | พยาบาลวิชาชีพ | ครอบครัวชัยมงคล | 41,600 (26 วัน x 1,600) | - | 750 | 40,850 |
| นางบัวผัน ศรีจันทร์ (ป้าบัว) | ผู้ดูแลอยู่ประจำ | บ้านคุณยายจำเนียร แสงทอง | 12,500 | - | 625 | 11,875 |
| นางสาวสุนันทา แก้วมณี (แหม่ม) | ผู้ดูแลอยู่ประจำ | บ้านคุณตาประยูร | 12,500 | 1,000 (2 วัน) | 675 | 12,825 |
| นายอภิชาติ จันทร์ดี (ชาติ) | ผู้ดูแลอยู่ประจำ | บ้านคุณลุงวิรัช | 13,000 | - | 650 | 12,350 |
| นางสาวฝนทิพย์ บุญล้น (ฝน) | ผู้ดูแลรายวัน | แทนเวร/รายวัน | 8,100 (18 วัน x 450) | - | 405 | 7,695 |

- รวมค่าจ้างก่อนหัก 88,700 บาท
- รวมหักประกันสังคม 3,105 บาท (นายจ้างสมทบอีก 3,105 บาท)
- รวมโอนจริง 85,595 บาท
- ป้าบัวทำงานวันหยุด อา. 26 ต.ค. 1 วัน ยังไม่ได้ใส่ในรอบนี้ จ่ายรอบ พ.ย.
""",
    "อุ่นใจโฮมแคร์/แชท/แชทไลน์_คุณเอ๋_แม่สมร.txt": """[8 พ.ย. 68 19:20] เอ๋ อรอุมา: สวัสดีค่ะพี่กาญ เพื่อนแนะนำมาค่ะ อยากได้คนดูแลคุณแม่ช่วงกลางวัน 8 โมงถึง 5 โมงเย็น จันทร์-เสาร์ค่ะ แม่เดินได้แต่ลืมบ่อย
[8 พ.ย. 68 19:31] กาญ อุ่นใจโฮมแคร์: สวัสดีค่ะคุณเอ๋ แบบไป-กลับ 8 ชม. เดือนละ 12,000 บาทค่ะ ค่าแรกเข้า 3,000 มัดจำ 1 เดือนค่ะ
[8 พ.ย. 68 20:05] เอ๋ อรอุมา: แพงไปนิดนึงค่ะพี่ อีกเจ้าเสนอมาเดือนละ 10,000 เอง ลดได้มั้ยคะ
[8 พ.ย. 68 20:40] กาญ อุ่นใจโฮมแคร์: ของเรามีพยาบาลคุมทุกเคส มีคนแทนตอนลาด้วยค่ะ พี่ลดให้เหลือ 11,500 ได้ค่ะ
[9 พ.ย. 68 08:12] เอ๋ อรอุมา: ถ้าเดือนละ 11,000 แล้วไม่เก็บค่าแรกเข้า เอ๋ตกลงเลยค่ะ
[9 พ.ย. 68 09:03] กาญ อุ่นใจโฮมแคร์: โอเคค่ะ เดือนละ 11,000 ยกเว้นค่าแรกเข้าให้ มัดจำ 11,000 นะคะ ให้น้องฝนไปเริ่มจันทร์ที่ 17 พ.ย.ค่ะ
[9 พ.ย. 68 09:10] เอ๋ อรอุมา: ขอบคุณค่ะ แล้วเดือนแรกคิดยังไงคะ
[9 พ.ย. 68 09:25] กาญ อุ่นใจโฮมแคร์: พ.ย. เริ่ม 17 ถึง 29 ทำ 12 วัน คิดครึ่งเดือน 5,500 ค่ะ รวมมัดจำ โอนมา 16,500 นะคะ
[9 พ.ย. 68 09:26] กาญ อุ่นใจโฮมแคร์: ตั้งแต่ ธ.ค. เดือนละ 11,000 ชำระภายในวันที่ 5 ค่ะ
[15 พ.ย. 68 18:40] เอ๋ อรอุมา: โอนแล้วนะคะ 16,500 ฝากน้องฝนเตือนแม่กินยาความดันหลังอาหารเช้าด้วยค่ะ
[15 พ.ย. 68 18:52] กาญ อุ่นใจโฮมแคร์: ได้รับแล้วค่ะ เดี๋ยวส่งใบเสร็จให้ค่ะ
""",
    "อุ่นใจโฮมแคร์/แชท/แชทไลน์_คุณสมศักดิ์_เลิศวิริยะ.txt": """[5 พ.ย. 68 16:40] สมศักดิ์ เลิศวิริยะ: คุณกาญครับ ถ้าดูแลคุณพ่อแบบอยู่ประจำ แล้วมีพยาบาลมาทำแผลด้วย ประมาณเท่าไหร่ครับ
[5 พ.ย. 68 18:05] กาญ อุ่นใจโฮมแคร์: เบื้องต้นเดือนละ 25,000 ค่ะ ผู้ดูแล 16,500 พยาบาลมาทำแผลอาทิตย์ละครั้ง 4 ครั้ง 6,000 เวชภัณฑ์เหมา 2,500 ค่ะ
[6 พ.ย. 68 09:20] สมศักดิ์ เลิศวิริยะ: แผลคุณพ่อดีขึ้นแล้วครับ พยาบาลเดือนละ 2 ครั้งพอไหม ผ้าอ้อมผมซื้อเองได้
[6 พ.ย. 68 10:02] กาญ อุ่นใจโฮมแคร์: ได้ค่ะ พยาบาล 2 ครั้ง 3,000 เวชภัณฑ์เหลือ 1,800 รวมเดือนละ 21,300 ค่ะ
[6 พ.ย. 68 10:30] สมศักดิ์ เลิศวิริยะ: ขอ 20,000 ถ้วนได้ไหมครับ
[6 พ.ย. 68 11:15] กาญ อุ่นใจโฮมแคร์: ค่าผู้ดูแลเป็นราคามาตรฐานค่ะ ลดไม่ได้จริงๆ แต่ไม่คิดค่าเดินทางพยาบาลให้นะคะ
[6 พ.ย. 68 11:40] สมศักดิ์ เลิศวิริยะ: โอเคครับ 21,300 ส่งใบเสนอราคาตัวจริงมาได้เลยครับ
[12 พ.ย. 68 15:00] กาญ อุ่นใจโฮมแคร์: ส่งใบเสนอราคาฉบับแก้ไข v2 ให้แล้วนะคะ ก่อนเริ่มงานโอน 40,800 (ค่าแรกเข้า 3,000 + มัดจำ 16,500 + ค่าบริการ ธ.ค. 21,300) ผู้ดูแลชื่อนุ่นค่ะ
[12 พ.ย. 68 15:22] สมศักดิ์ เลิศวิริยะ: ได้รับแล้วครับ จะโอนภายใน 28/11/68 ครับ
""",
    "อุ่นใจโฮมแคร์/แชท/แชทไลน์_กลุ่มผู้ดูแลอุ่นใจ.txt": """[1 พ.ย. 68 08:00] กาญ อุ่นใจโฮมแคร์: แจ้งทุกคนนะคะ ตั้งแต่ พ.ย. ค่าทำงานวันหยุดขึ้นจากวันละ 500 เป็นวันละ 550 ค่ะ
[1 พ.ย. 68 08:05] ป้าบัว: ขอบคุณค่ะหัวหน้า
[1 พ.ย. 68 08:07] แหม่ม: เย้ ขอบคุณค่ะพี่กาญ
[1 พ.ย. 68 08:30] กาญ อุ่นใจโฮมแคร์: ยินดีต้อนรับน้องนุ่นด้วยนะคะ ผู้ดูแลคนใหม่ จบหลักสูตร 420 ชม. ค่ะ
[1 พ.ย. 68 08:32] นุ่น: สวัสดีค่ะทุกคน ฝากตัวด้วยนะคะ
[3 พ.ย. 68 20:15] ป้าบัว: หัวหน้าคะ ป้าขอลา 22-23 พ.ย. ไปงานบวชหลานที่สุโขทัยค่ะ
[3 พ.ย. 68 20:30] กาญ อุ่นใจโฮมแคร์: ได้ค่ะป้า เดี๋ยวให้ฝนไปแทนสองวันนะ
[3 พ.ย. 68 20:31] ฝน: ได้ค่ะ แต่ 17 พ.ย. หนูเริ่มบ้านคุณเอ๋แล้วนะคะ จันทร์-เสาร์
[3 พ.ย. 68 20:40] กาญ อุ่นใจโฮมแคร์: จริงด้วย งั้นนุ่นไปแทนป้าบัว 22-23 พ.ย. ได้มั้ย
[3 พ.ย. 68 20:52] นุ่น: ว่างค่ะพี่ หนูไปแทนป้าบัวเองค่ะ
[10 พ.ย. 68 07:30] พิม: พี่กาญคะ แผลผ่าตัดคุณมาลีแห้งดีแล้ว หมอนัดตัดไหม 14 พ.ย. ค่ะ
[10 พ.ย. 68 07:45] กาญ อุ่นใจโฮมแคร์: ดีมากพิม วันนั้นพี่ไปด้วย
[14 พ.ย. 68 18:00] กาญ อุ่นใจโฮมแคร์: นุ่นเตรียมตัวนะ 1 ธ.ค. เริ่มบ้านคุณสมศักดิ์ ดูแลคุณตาประเสริฐ ติดเตียง มีแผลกดทับที่ก้นกบ พลิกตัวทุก 2 ชม.
[14 พ.ย. 68 18:05] นุ่น: รับทราบค่ะพี่
[25 พ.ย. 68 12:00] กาญ อุ่นใจโฮมแคร์: เงินเดือน พ.ย. โอนวันที่ 30 นะคะ ใครทำงานวันหยุดส่งวันที่มาให้พี่ภายใน 27 ค่ะ
[25 พ.ย. 68 12:10] ชาติ: ผมทำวันหยุด 2 วันครับ 9 กับ 16 พ.ย.
""",
    "อุ่นใจโฮมแคร์/email_สำนักงานบัญชีเพิ่มพูน_VAT_พ.ย.68.txt": ACCOUNTANT_EMAIL,
    "อุ่นใจโฮมแคร์/email_David_Miller_Nov2025.txt": DAVID_EMAIL,
    "อุ่นใจโฮมแคร์/คู่มือผู้ดูแลใหม่_v3.md": """# คู่มือผู้ดูแลใหม่ อุ่นใจโฮมแคร์ (ฉบับที่ 3)

## ผู้ป่วยติดเตียง
- พลิกตะแคงตัวทุก 2 ชั่วโมง จดเวลาลงสมุดประจำบ้าน
- ดูผิวหนังบริเวณก้นกบ สะโพก ส้นเท้า ทุกเช้า ถ้าแดงไม่หายใน 30 นาที แจ้งพยาบาลทันที
- ใช้ที่นอนลมเปิดปั๊มตลอด

## ให้อาหารทางสายยาง (NG)
- จัดท่านั่งหัวสูง 30-45 องศา ก่อนและหลังให้อาหาร 30 นาที
- ทดสอบตำแหน่งสายทุกครั้งก่อนให้อาหาร
- ให้อาหารช้าๆ ครั้งละ 250-300 ซีซี ตามด้วยน้ำ 50 ซีซี

## ติดต่อ
- พี่กาญ (หัวหน้า/พยาบาล) 089-635-2184
- ฉุกเฉิน โทร 1669
""",
    "บ้าน/แชทไลน์_บ้านทองดี.txt": """[2 พ.ย. 68 21:30] กาญ: แม่แอดมิท รพ.สองแคว หมอบอกปอดอักเสบ นอนประมาณ 4-5 คืน พี่วางมัดจำไปก่อน 10,000
[2 พ.ย. 68 21:35] น้ำ: พี่กาญ น้ำช่วยครึ่งนะ ออกแล้วบอกยอดด้วย
[3 พ.ย. 68 06:50] ต้น: วันนี้พ่อไปส่งภูมิเองนะ แม่อยู่ รพ.กับยาย
[3 พ.ย. 68 07:02] ภูมิ: ครับพ่อ
[6 พ.ย. 68 14:20] กาญ: แม่ออก รพ.แล้ว ทั้งหมด 48,650 ประกันไทยพรหมจ่าย 30,000 ส่วนเราจ่าย 18,650 (มัดจำ 10,000 + วันนี้รูดบัตรอีก 8,650)
[6 พ.ย. 68 14:28] น้ำ: ครึ่งนึงก็ 9,325 ใช่มั้ยพี่ เดี๋ยวโอนคืนให้
[6 พ.ย. 68 14:30] กาญ: ใช่ 9,325 ไม่ต้องรีบนะ
[7 พ.ย. 68 20:10] น้ำ: โอนแล้วนะพี่ 9,325 ฝากกอดแม่ด้วย
[7 พ.ย. 68 20:15] ต้น: ค่าเทอมเทอม 2 ภูมิ 28,150 พ่อโอนแล้ววันนี้
[8 พ.ย. 68 19:00] ภูมิ: แม่ครับ ค่าทัศนศึกษาเชียงใหม่ 1,850 จ่ายแล้วใช่มั้ยครับ
[8 พ.ย. 68 19:05] กาญ: รวมในค่าเทอมแล้วลูก
[10 พ.ย. 68 21:00] ต้น: ประกันรถกระบะหมด 10 ธ.ค. ปีนี้เบี้ย 17,860 ถูกกว่าปีที่แล้วนิดหน่อย
[10 พ.ย. 68 21:04] กาญ: จ่ายก่อน 9 ธ.ค. นะ แล้วค่างวดรถก็ 5 ธ.ค.
""",
    "บ้าน/แม่/นัดหมอแม่.md": """# นัดหมอแม่ (คุณแม่บุญเรือน แสงอ่อน)
- นอน รพ.สองแคว 2-6 พ.ย. 2568 ปอดอักเสบ
- นัดติดตามอาการ คลินิกโรคปอด 20 พ.ย. 2568 09.00 น. (หมอพรทิพย์) เอกซเรย์ปอดซ้ำ
- ยาความดัน amlodipine 5 มก. เช้า ค่ายาเดือนละประมาณ 1,150 บาท
- หมอแนะนำฉีดวัคซีนปอดบวม (IPD) ประมาณ 1,850 บาท กับวัคซีนไข้หวัดใหญ่
- ให้น้ำหยิบยาให้แม่ตอนแม่ไปอยู่กรุงเทพฯ ช่วงปีใหม่
""",
}
TODO = {"todo.md": """- ส่งใบเสร็จภาษาอังกฤษให้ David (ค่า พ.ย. 17,100)
- เลือกเจ้าเตียงไฟฟ้า เมดิคอลพลัส หรือ สยามเมดอีควิป
- ส่งสลิปเงินเดือนให้สำนักงานบัญชี ก่อน 2 ธ.ค.
- พาแม่ไปหาหมอปอด 20 พ.ย.
- จ่ายค่างวดรถ 5 ธ.ค. กับประกันรถ ก่อน 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    agency = docs / "อุ่นใจโฮมแคร์"
    quotes, rates, supplies = agency / "ใบเสนอราคา", agency / "อัตราค่าบริการ", agency / "เวชภัณฑ์"
    books, contracts = agency / "บัญชี", agency / "สัญญา"
    home = docs / "บ้าน"
    for folder in (quotes, rates, supplies, books, contracts, agency / "แชท", home / "Bills", home / "รถ",
                   home / "แม่", home / "ค่าเทอมภูมิ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา เลิศวิริยะ v1 ร่าง.docx", LERT_DRAFT, LERT_DRAFT_TABLE, bottom=LERT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา เลิศวิริยะ v2 final.docx", LERT_FINAL, LERT_FINAL_TABLE, bottom=LERT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาเตียงไฟฟ้า_เมดิคอลพลัส_พย68.docx", BED_MEDPLUS, BED_MEDPLUS_TABLE,
               bottom=BED_MEDPLUS_BOTTOM)
    make_pdf(quotes / "SiamMedEquip_Quotation_SME-Q2511-088.pdf", BED_SME)
    write_docx(rates / "อัตราค่าบริการ_อุ่นใจโฮมแคร์_2568.docx", RATES_2568, RATES_2568_TABLE, bottom=RATES_2568_BOTTOM)
    make_pdf(rates / "AunjaiHomeCare_RateCard_2024.pdf", RATES_2024)
    write_docx(supplies / "ใบแจ้งหนี้_วัฒนาเวชภัณฑ์_10พ.ย.68.docx", WATTANA_INVOICE, WATTANA_TABLE,
               bottom=WATTANA_BOTTOM)
    make_pdf(supplies / "Wattana_receipt_RC6811-093.pdf", WATTANA_RECEIPT)
    _agency_book(books / "รายรับรายจ่าย_อุ่นใจ_2568.xlsx", "2568", [CARE_2568, NURSE_2568, OTHER_2568],
                 [WAGES_2568, SS_2568, TRAVEL_2568, SUPPLIES_2568, RENT_2568, ACCOUNTING_2568])
    _agency_book(books / "รายรับรายจ่าย_อุ่นใจ_2567.xlsx", "2567", [CARE_2567, NURSE_2567, OTHER_2567],
                 [WAGES_2567, SS_2567, TRAVEL_2567, SUPPLIES_2567, RENT_2567, ACCOUNTING_2567])
    write_docx(contracts / "สัญญาให้บริการพยาบาล_ชัยมงคล_ลงนาม 30-09-2568.docx", CONTRACT_TOP, CONTRACT_TABLE,
               bottom=CONTRACT_BOTTOM)
    write_slides(agency / "แผนธุรกิจ_อุ่นใจโฮมแคร์_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "รถ" / "SiamAutoLeasing_statement_Nov2025.pdf", CAR_LOAN)
    make_pdf(home / "รถ" / "ThaiPhrom_motor_renewal_2025.pdf", CAR_INSURANCE)
    make_pdf(home / "แม่" / "SongKhwaeHospital_bill_Nov2025.pdf", HOSPITAL_BILL)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_ม.2_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
